// How far behind the primary a replica is, measured against the primary itself: each check notes
// the primary's WAL position and when it was taken; the replica is as stale as the newest of
// those positions it has replayed is old. Asking the replica alone is not enough: one that lost
// its connection to the primary has replayed all it received and looks up to date for ever.

/** A WAL position (`16/B374D848`) as a number, for comparing. */
export function parseLsn(text: string): bigint {
  const match = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(text.trim());
  if (!match) throw new Error(`Not a WAL position: ${text.slice(0, 40)}`);
  return (BigInt(`0x${match[1]}`) << 32n) + BigInt(`0x${match[2]}`);
}

interface Sample {
  lsn: bigint;
  at: number;
}

export class LagClock {
  private samples: Sample[] = [];

  /** `keepMs`: how long positions are remembered; past it a replica counts as that far behind. */
  constructor(private readonly keepMs: number) {}

  /** The primary was at `lsn` at time `at` (ms). */
  record(lsn: bigint, at: number): void {
    this.samples.push({ lsn, at });
    while (this.samples.length > 1 && this.samples[0]!.at < at - this.keepMs) this.samples.shift();
  }

  /**
   * Seconds of writes the replica may be missing, having replayed up to `replayed`: none when it
   * has reached the newest position noted; else the age of the newest position it has reached (or,
   * when it reached none, of the oldest remembered: at least that far behind).
   */
  lagSeconds(replayed: bigint, now: number): number {
    const newest = this.samples.at(-1);
    if (!newest || replayed >= newest.lsn) return 0;
    const reached = this.samples.filter((sample) => sample.lsn <= replayed).at(-1) ?? this.samples[0]!;
    return Math.max(0, now - reached.at) / 1000;
  }
}
