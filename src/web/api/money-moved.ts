import { useEffect, useState } from 'react';
import { MAX_MONEY_MOVED_IDS } from '../../contracts/payment-values.ts';
import type { moneyMovedRoute } from '../../contracts/payments.ts';
import type { ResponseOf } from '../../contracts/route.ts';
import { apiUrl, request } from './http.ts';

// Whether money moved through a reservation, for the back-office list's Remove (a reservation is
// removed only if none did: src/server/booking/paid-reservations.ts). Each row asks for its own
// reservation; the ids asked in the same tick go out as one request
// (GET /api/payments/reservations/money-moved), and the answers are kept per id by a loader that
// lives as long as the list's load it was made for: a list loaded again after a write (a
// payment, a cancellation, a removal) asks again, so no "no money moved" outlives its page view.

export type AskMoneyMoved = (ids: string[], signal: AbortSignal) => Promise<string[]>;

/** The server's answer for up to MAX_MONEY_MOVED_IDS ids: those money moved through. */
export async function askMoneyMoved(ids: string[], signal: AbortSignal): Promise<string[]> {
  const body = await request<ResponseOf<typeof moneyMovedRoute>>(apiUrl('/api/payments/reservations/money-moved', { ids: ids.join(',') }), { signal });
  return body.moved;
}

const abortError = () => new DOMException('The question was withdrawn', 'AbortError');

interface Batch {
  ids: string[];
  controller: AbortController;
  /** Askers still waiting for the answer; none left: the request is not needed. */
  waiting: number;
  settled: boolean;
  result: Promise<Set<string>>;
  resolve: (moved: Set<string>) => void;
  reject: (error: unknown) => void;
}

interface Entry {
  batch: Batch;
  answer: Promise<boolean>;
}

export class MoneyMovedLoader {
  readonly #ask: AskMoneyMoved;
  /** Per id: its answer, given or on its way. A failed or withdrawn one is forgotten, so it is asked again. */
  readonly #answers = new Map<string, Entry>();
  /** The batch this tick's questions join; sent on the next tick. */
  #next: Batch | null = null;

  constructor(ask: AskMoneyMoved = askMoneyMoved) {
    this.#ask = ask;
  }

  /**
   * Whether money moved through reservation `id`. Rejects with an AbortError when `signal`
   * aborts (the row left the screen); the request is withdrawn once nobody waits for it.
   */
  hasMoneyMoved(id: string, signal?: AbortSignal): Promise<boolean> {
    if (signal?.aborted) return Promise.reject(abortError());
    const key = id.toLowerCase();
    let entry = this.#answers.get(key);
    if (!entry) {
      const batch = (this.#next ??= this.#newBatch());
      batch.ids.push(key);
      const made: Entry = { batch, answer: batch.result.then((moved) => moved.has(key)) };
      // Handled here; each asker hears of a failure through its own promise.
      made.answer.catch(() => undefined);
      this.#answers.set(key, made);
      entry = made;
    }
    return this.#follow(entry, signal);
  }

  #newBatch(): Batch {
    let resolve!: Batch['resolve'];
    let reject!: Batch['reject'];
    const result = new Promise<Set<string>>((yes, no) => {
      resolve = yes;
      reject = no;
    });
    const batch: Batch = { ids: [], controller: new AbortController(), waiting: 0, settled: false, result, resolve, reject };
    setTimeout(() => this.#send(batch), 0);
    return batch;
  }

  #send(batch: Batch): void {
    if (this.#next === batch) this.#next = null;
    if (batch.controller.signal.aborted) return;
    const chunks: string[][] = [];
    for (let start = 0; start < batch.ids.length; start += MAX_MONEY_MOVED_IDS) chunks.push(batch.ids.slice(start, start + MAX_MONEY_MOVED_IDS));
    Promise.all(chunks.map((ids) => this.#ask(ids, batch.controller.signal))).then(
      (answers) => {
        batch.settled = true;
        batch.resolve(new Set(answers.flat().map((id) => id.toLowerCase())));
      },
      (error: unknown) => {
        batch.settled = true;
        this.#forget(batch);
        batch.reject(error);
      },
    );
  }

  #follow(entry: Entry, signal: AbortSignal | undefined): Promise<boolean> {
    const { batch } = entry;
    if (batch.settled) return entry.answer;
    batch.waiting += 1;
    // Without a signal it waits to the end: the request is needed whoever else withdraws.
    if (!signal) return entry.answer;
    return new Promise<boolean>((resolve, reject) => {
      const withdraw = () => {
        reject(abortError());
        batch.waiting -= 1;
        if (batch.waiting === 0 && !batch.settled) this.#cancel(batch);
      };
      signal.addEventListener('abort', withdraw, { once: true });
      entry.answer.then(
        (moved) => {
          signal.removeEventListener('abort', withdraw);
          resolve(moved);
        },
        (error: unknown) => {
          signal.removeEventListener('abort', withdraw);
          reject(error);
        },
      );
    });
  }

  /** Nobody waits any more: the request is withdrawn (or never sent) and its ids forgotten at once, so asking again right away (a row mounted again) starts afresh. */
  #cancel(batch: Batch): void {
    if (this.#next === batch) this.#next = null;
    this.#forget(batch);
    batch.controller.abort();
    batch.settled = true;
    batch.reject(abortError());
  }

  #forget(batch: Batch): void {
    for (const id of batch.ids) if (this.#answers.get(id)?.batch === batch) this.#answers.delete(id);
  }
}

const loaders = new WeakMap<object, MoneyMovedLoader>();

/** The loader of one load of the list (`load`: what that load gave, e.g. its rows), made on first use. */
export function moneyMovedFor(load: object): MoneyMovedLoader {
  let loader = loaders.get(load);
  if (!loader) {
    loader = new MoneyMovedLoader();
    loaders.set(load, loader);
  }
  return loader;
}

/**
 * Whether money moved through reservation `id`, by the loader of the list's `load`: undefined
 * until known, and when it could not be found out (the row offers nothing it is unsure of). A
 * null `id` asks nothing. Leaving the screen withdraws the question.
 */
export function useMoneyMoved(id: string | null, load: object): boolean | undefined {
  const [known, setKnown] = useState<{ id: string; load: object; moved: boolean } | null>(null);
  useEffect(() => {
    if (!id) return;
    const controller = new AbortController();
    moneyMovedFor(load)
      .hasMoneyMoved(id, controller.signal)
      .then(
        (moved) => setKnown({ id, load, moved }),
        () => undefined,
      );
    return () => controller.abort();
  }, [id, load]);
  return known && known.id === id && known.load === load ? known.moved : undefined;
}
