import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateFormat, formatCalendarDay, formatNumber } from './format.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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

  it('are made ahead, each in a task of its own, and then reused by the page', async () => {
    vi.resetModules();
    vi.useFakeTimers();
    const fresh = await import('./format.ts');
    const made = { dates: 0, numbers: 0 };
    class CountedDates extends Intl.DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
        super(...args);
        made.dates += 1;
      }
    }
    class CountedNumbers extends Intl.NumberFormat {
      constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
        super(...args);
        made.numbers += 1;
      }
    }
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { DateTimeFormat: CountedDates, NumberFormat: CountedNumbers }));
    fresh.prepareFormats('es');
    expect(made, 'nothing in the task that asked').toEqual({ dates: 0, numbers: 0 });
    expect(vi.getTimerCount(), 'a task for each').toBe(3);
    vi.runAllTimers();
    expect(made).toEqual({ dates: 1, numbers: 2 });
    expect(fresh.formatCalendarDay('2026-12-01', 'es')).toBe('1 dic 2026');
    expect(fresh.formatPrice(110_000, 'es')).toBe('1100\u00a0€');
    expect(fresh.formatPrice(110_050, 'es')).toBe('1100,50\u00a0€');
    expect(made, 'the page made none again').toEqual({ dates: 1, numbers: 2 });
  });
});
