// The success page comes back from the provider before the provider's webhook may have told
// the server: the operation can still read `pending` for a few seconds. So the page asks again
// every so often, for a while, and then admits it is taking longer than usual.

export const POLL_INTERVAL_MS = 1500;
export const POLL_TIMEOUT_MS = 60_000;

export interface PollOptions<T> {
  load: (signal: AbortSignal) => Promise<T>;
  /** True once there is nothing more to wait for. */
  isSettled: (value: T) => boolean;
  /** Every answer, the first and the pending ones included, so the page can show them. */
  onValue: (value: T) => void;
  signal: AbortSignal;
  intervalMs?: number;
  timeoutMs?: number;
  /** Injected by tests; a timer otherwise. Rejects when `signal` aborts. */
  wait?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
}

export type PollEnd = 'settled' | 'timed-out';

export function waitFor(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new DOMException('The wait was aborted', 'AbortError'));
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new DOMException('The wait was aborted', 'AbortError'));
    };
    signal.addEventListener('abort', stop, { once: true });
  });
}

/**
 * Loads until the value is settled or the time is up. A failed load ends the polling with its
 * error (the page offers a retry); an abort ends it with an AbortError.
 */
export async function pollUntilSettled<T>(options: PollOptions<T>): Promise<PollEnd> {
  const { load, isSettled, onValue, signal, intervalMs = POLL_INTERVAL_MS, timeoutMs = POLL_TIMEOUT_MS, wait = waitFor, now = Date.now } = options;
  const deadline = now() + timeoutMs;
  for (;;) {
    const value = await load(signal);
    onValue(value);
    if (isSettled(value)) return 'settled';
    if (now() + intervalMs > deadline) return 'timed-out';
    await wait(intervalMs, signal);
  }
}
