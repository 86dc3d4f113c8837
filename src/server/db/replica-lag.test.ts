import { describe, expect, it } from 'vitest';
import { LagClock, parseLsn } from './replica-lag.ts';

describe('a replica measured against the primary', () => {
  it('reads WAL positions as numbers, and refuses anything else', () => {
    expect(parseLsn('0/0')).toBe(0n);
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(parseLsn('1/0') > parseLsn('0/FFFFFFFF')).toBe(true);
    expect(() => parseLsn('')).toThrow(/Not a WAL position/);
    expect(() => parseLsn('x/1')).toThrow(/Not a WAL position/);
  });

  it('is up to date when it replayed the newest position noted, however long the primary has been idle', () => {
    const clock = new LagClock(30_000);
    clock.record(100n, 0);
    clock.record(100n, 60_000);
    expect(clock.lagSeconds(100n, 60_500)).toBe(0);
  });

  it('is as far behind as the newest position it reached is old', () => {
    const clock = new LagClock(30_000);
    clock.record(100n, 1_000);
    clock.record(200n, 2_000);
    clock.record(300n, 3_000);
    expect(clock.lagSeconds(250n, 3_500)).toBe(1.5);
    expect(clock.lagSeconds(200n, 3_500)).toBe(1.5);
    expect(clock.lagSeconds(150n, 3_500)).toBe(2.5);
  });

  it('stuck below every remembered position (it stopped following): at least as old as the oldest, growing', () => {
    const clock = new LagClock(5_000);
    for (let at = 0; at <= 20_000; at += 1_000) clock.record(BigInt(1_000 + at), at);
    expect(clock.lagSeconds(500n, 20_000)).toBe(5);
    expect(clock.lagSeconds(500n, 25_000)).toBe(10);
  });
});
