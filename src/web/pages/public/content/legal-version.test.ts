import { describe, expect, it } from 'vitest';
import { versionInForce } from './legal-version.ts';

const v = (version: string, effectiveFrom: string) => ({ version, effectiveFrom });

describe('versionInForce', () => {
  it('takes the newest version that has started, whatever order the list comes in', () => {
    const versions = [v('1.0', '2024-05-01'), v('3.0', '2026-03-01'), v('2.0', '2025-07-01')];
    expect(versionInForce(versions, '2026-06-15')).toEqual({ current: v('3.0', '2026-03-01'), upcoming: null });
  });

  it('applies a version from its first day, not the day after', () => {
    const versions = [v('1.0', '2024-05-01'), v('2.0', '2026-06-15')];
    expect(versionInForce(versions, '2026-06-15').current).toEqual(v('2.0', '2026-06-15'));
    expect(versionInForce(versions, '2026-06-14')).toEqual({ current: v('1.0', '2024-05-01'), upcoming: v('2.0', '2026-06-15') });
  });

  it('announces the soonest of several scheduled versions', () => {
    const versions = [v('4.0', '2027-09-01'), v('3.0', '2027-01-01'), v('2.0', '2026-01-01')];
    expect(versionInForce(versions, '2026-06-15')).toEqual({ current: v('2.0', '2026-01-01'), upcoming: v('3.0', '2027-01-01') });
  });

  it('has no version in force when every one is still to come, or there are none', () => {
    expect(versionInForce([v('1.0', '2030-01-01')], '2026-06-15')).toEqual({ current: null, upcoming: v('1.0', '2030-01-01') });
    expect(versionInForce([], '2026-06-15')).toEqual({ current: null, upcoming: null });
  });

  it('reads a date that comes with a time as its day', () => {
    expect(versionInForce([v('1.0', '2026-06-15T00:00:00.000Z')], '2026-06-15').current?.version).toBe('1.0');
  });
});
