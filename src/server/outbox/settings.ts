import type { OutboxWorkerOptions } from './worker.ts';

// The worker's one setting: how long a claimed row is a server's before another may take it.
// After a crash, a delivery that was under way waits this long to be tried again.

const DEFAULT_LEASE_SECONDS = 120;

/** Reads OUTBOX_LEASE_SECONDS; a delivery is given half of it before it counts as failed. */
export function readOutboxSettings(env: NodeJS.ProcessEnv = process.env): Pick<OutboxWorkerOptions, 'leaseMs' | 'timeoutMs'> {
  const text = env.OUTBOX_LEASE_SECONDS;
  const seconds = text ? Number(text) : DEFAULT_LEASE_SECONDS;
  if (!Number.isInteger(seconds) || seconds < 2) throw new Error(`OUTBOX_LEASE_SECONDS must be a whole number of seconds, at least 2, got "${text}"`);
  return { leaseMs: seconds * 1000, timeoutMs: (seconds * 1000) / 2 };
}
