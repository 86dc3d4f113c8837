// One timeout for work that may never answer (an outbox delivery, a page render). The database layer
// keeps its own copy in db/replica.ts: it imports nothing of the server outside itself.

/** `work`, or a rejection naming `what` once `ms` have passed without an answer (the work itself is not stopped). */
export function withTimeout<T>(work: Promise<T>, ms: number, what = 'no answer'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
