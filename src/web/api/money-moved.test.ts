import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_MONEY_MOVED_IDS } from '../../contracts/payment-values.ts';
import { moneyMovedQuery } from '../../contracts/payments.ts';
import { setApiFetch } from './http.ts';
import { askMoneyMoved, MoneyMovedLoader, moneyMovedFor } from './money-moved.ts';

// The list's batching loader: the rows' questions of one tick are one request, answers are kept
// for the load they were asked in, a failure or a withdrawn question is asked again, and a row
// that leaves the screen withdraws its question (the request with it, once nobody waits).

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A server that remembers what it was asked and answers that the even-numbered ids had money. */
function fakeServer() {
  const asked: string[][] = [];
  const signals: AbortSignal[] = [];
  let failNext = false;
  const ask = vi.fn(async (ids: string[], signal: AbortSignal) => {
    asked.push(ids);
    signals.push(signal);
    await tick();
    if (signal.aborted) throw new DOMException('aborted', 'AbortError');
    if (failNext) {
      failNext = false;
      throw new Error('The server did not answer');
    }
    return ids.filter((one) => Number(one.slice(-12)) % 2 === 0);
  });
  return { ask, asked, signals, failOnce: () => (failNext = true) };
}

afterEach(() => {
  setApiFetch((input, init) => fetch(input, init));
});

describe('the money-moved loader', () => {
  it('asks once for the ids asked in the same tick, and answers each', async () => {
    const server = fakeServer();
    const loader = new MoneyMovedLoader(server.ask);
    const answers = [1, 2, 3, 4].map((n) => loader.hasMoneyMoved(id(n), new AbortController().signal));
    expect(server.ask).not.toHaveBeenCalled();
    expect(await Promise.all(answers)).toEqual([false, true, false, true]);
    expect(server.asked).toEqual([[id(1), id(2), id(3), id(4)]]);
  });

  it('keeps its answers for its load: asked again, nothing is sent; a new load asks again', async () => {
    const server = fakeServer();
    let requests = 0;
    setApiFetch(async (input) => {
      requests += 1;
      const ids = new URL(String(input), 'http://habita.test').searchParams.get('ids')!.split(',');
      return Response.json({ moved: ids.filter((one) => Number(one.slice(-12)) % 2 === 0) });
    });
    const load = { rows: [] };
    expect(moneyMovedFor(load)).toBe(moneyMovedFor(load));
    expect(await moneyMovedFor(load).hasMoneyMoved(id(2))).toBe(true);
    expect(await moneyMovedFor(load).hasMoneyMoved(id(2).toUpperCase())).toBe(true);
    expect(requests).toBe(1);
    expect(moneyMovedFor({ rows: [] })).not.toBe(moneyMovedFor(load));

    const loader = new MoneyMovedLoader(server.ask);
    await Promise.all([loader.hasMoneyMoved(id(1)), loader.hasMoneyMoved(id(2))]);
    // A row drawn again, and one asking while the answer is on its way, wait for the same request.
    const again = loader.hasMoneyMoved(id(1));
    const third = loader.hasMoneyMoved(id(3));
    const thirdAgain = loader.hasMoneyMoved(id(3));
    expect(await Promise.all([again, third, thirdAgain])).toEqual([false, false, false]);
    expect(server.asked).toEqual([[id(1), id(2)], [id(3)]]);
    const nextLoad = new MoneyMovedLoader(server.ask);
    expect(await nextLoad.hasMoneyMoved(id(1))).toBe(false);
    expect(server.asked).toHaveLength(3);
  });

  it('forgets a failure: the next question asks again', async () => {
    const server = fakeServer();
    const loader = new MoneyMovedLoader(server.ask);
    server.failOnce();
    await expect(loader.hasMoneyMoved(id(2))).rejects.toThrow('The server did not answer');
    expect(await loader.hasMoneyMoved(id(2))).toBe(true);
    expect(server.asked).toEqual([[id(2)], [id(2)]]);
  });

  it('sends nothing when every row withdraws before the tick, and withdraws a request nobody waits for', async () => {
    const server = fakeServer();
    const loader = new MoneyMovedLoader(server.ask);
    const rows = [1, 2].map(() => new AbortController());
    const answers = rows.map((row, n) => loader.hasMoneyMoved(id(n + 1), row.signal));
    for (const row of rows) row.abort();
    await expect(answers[0]).rejects.toMatchObject({ name: 'AbortError' });
    await expect(answers[1]).rejects.toMatchObject({ name: 'AbortError' });
    await tick();
    expect(server.ask).not.toHaveBeenCalled();

    const row = new AbortController();
    const sent = loader.hasMoneyMoved(id(4), row.signal);
    await tick();
    expect(server.asked).toEqual([[id(4)]]);
    row.abort();
    await expect(sent).rejects.toMatchObject({ name: 'AbortError' });
    expect(server.signals[0]!.aborted).toBe(true);
    // Withdrawn, it is not kept as an answer: asked again, it is sent again.
    expect(await loader.hasMoneyMoved(id(4))).toBe(true);
    expect(server.asked).toEqual([[id(4)], [id(4)]]);
  });

  it('answers the rows that stay when one leaves, and a row mounted again at once (React’s strict mode) in the same request', async () => {
    const server = fakeServer();
    const loader = new MoneyMovedLoader(server.ask);
    const leaving = new AbortController();
    const staying = loader.hasMoneyMoved(id(2), new AbortController().signal);
    const left = loader.hasMoneyMoved(id(3), leaving.signal);
    leaving.abort();
    await expect(left).rejects.toMatchObject({ name: 'AbortError' });
    expect(await staying).toBe(true);
    expect(server.signals[0]!.aborted).toBe(false);

    const strict = new MoneyMovedLoader(server.ask);
    const first = new AbortController();
    void strict.hasMoneyMoved(id(6), first.signal).catch(() => undefined);
    first.abort();
    expect(await strict.hasMoneyMoved(id(6), new AbortController().signal)).toBe(true);
    expect(server.asked.slice(1)).toEqual([[id(6)]]);
  });

  it('splits more ids than a request carries into requests of the contract’s most', async () => {
    expect(MAX_MONEY_MOVED_IDS).toBe(100);
    const server = fakeServer();
    const loader = new MoneyMovedLoader(server.ask);
    const answers = await Promise.all(Array.from({ length: 250 }, (_, n) => loader.hasMoneyMoved(id(n))));
    expect(answers.filter(Boolean)).toHaveLength(125);
    expect(server.asked.map((ids) => ids.length)).toEqual([100, 100, 50]);
  });

  it('asks the server as its contract reads it: ids once, separated by commas', async () => {
    const urls: string[] = [];
    setApiFetch(async (input) => {
      urls.push(String(input));
      return new Response(JSON.stringify({ moved: [id(2)] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    expect(await askMoneyMoved([id(1), id(2)], new AbortController().signal)).toEqual([id(2)]);
    const url = new URL(urls[0]!, 'http://habita.test');
    expect(url.pathname).toBe('/api/payments/reservations/money-moved');
    expect(moneyMovedQuery.parse(Object.fromEntries(url.searchParams))).toEqual({ ids: [id(1), id(2)] });
  });
});
