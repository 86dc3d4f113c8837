import { describe, expect, it } from 'vitest';
import { telHref } from './phone.ts';

describe('telHref', () => {
  it('keeps the digits and the leading + of an international number', () => {
    expect(telHref('+34 910 123 456')).toBe('tel:+34910123456');
  });

  it('drops spaces, dashes, brackets and stray pluses in a national number', () => {
    expect(telHref('900 41-00 (41)')).toBe('tel:900410041');
    expect(telHref('91+2')).toBe('tel:912');
  });
});
