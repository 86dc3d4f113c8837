import { describe, expect, it } from 'vitest';
import { dateFormat, formatCalendarDay, formatNumber } from './format.ts';

describe('formats', () => {
  it('are made once per language and options', () => {
    expect(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }));
    expect(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(dateFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }));
    expect(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(dateFormat('en', { dateStyle: 'long', timeZone: 'UTC' }));
  });

  it('write the same days and numbers, in each language', () => {
    expect(formatCalendarDay('2026-12-01', 'en')).toBe('1 Dec 2026');
    expect(formatCalendarDay('2026-12-01', 'es')).toBe('1 dic 2026');
    expect(formatCalendarDay('2026-12-01', 'en', 'long')).toBe('1 December 2026');
    expect(formatCalendarDay('not a day', 'en')).toBe('not a day');
    expect(formatNumber(1234.56, 'en')).toBe('1,234.6');
    expect(formatNumber(1234.56, 'es')).toBe('1234,6');
  });
});
