import { describe, expect, it } from 'vitest';
import { versionInForce, withoutVersionLine } from './legal-version.ts';

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

describe('withoutVersionLine', () => {
  const body = '<h2>1. Objeto</h2>\n<p>Estas condiciones regulan el uso de Habita.</p>';

  it('drops an opening line that only restates the version the page already shows', () => {
    expect(withoutVersionLine(`<p><em>Versión 2.0, en vigor desde el 1 de julio de 2026.</em></p>\n${body}`, '2.0')).toBe(body);
    expect(withoutVersionLine(`<p>Version 2.0 — in force from 1 July 2026</p>${body}`, '2.0')).toBe(body);
  });

  it('keeps any other opening, another version’s line, and a long first paragraph', () => {
    expect(withoutVersionLine(body, '2.0')).toBe(body);
    expect(withoutVersionLine(`<p>Versión 2.01 borrador</p>${body}`, '2.0')).toBe(`<p>Versión 2.01 borrador</p>${body}`);
    const long = `<p>Versión 2.0: ${'texto '.repeat(40)}</p>`;
    expect(withoutVersionLine(long, '2.0')).toBe(long);
  });
});
