import { readFile } from 'node:fs/promises';
import { cpus } from 'node:os';

// Whether other processes are using the machine, measured while the bench itself is idle. The
// 1-minute load average cannot tell: on two cores the bench's own previous scenario keeps it
// above 1.5 for a minute after it ends.

/** Busy and total CPU time of the whole machine so far (Linux's /proc/stat, in clock ticks). */
async function cpuTicks(): Promise<{ busy: number; total: number } | undefined> {
  const text = await readFile('/proc/stat', 'utf8').catch(() => undefined);
  const line = text?.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return undefined;
  const [user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
  const busy = user + nice + system + irq + softirq + steal;
  return { busy, total: busy + idle + iowait };
}

/**
 * How many cores other processes kept busy during `ms` while the bench sent nothing (undefined
 * where /proc/stat is missing).
 */
export async function othersCores(ms = 1000): Promise<number | undefined> {
  const before = await cpuTicks();
  await new Promise((resolve) => setTimeout(resolve, ms));
  const after = await cpuTicks();
  if (!before || !after || after.total === before.total) return undefined;
  return ((after.busy - before.busy) / (after.total - before.total)) * cpus().length;
}

/** Above this many cores used by others while the bench was idle, a scenario's figures do not count. */
export const BUSY_CORES = 0.25;
