import { describe, expect, it } from 'vitest';
import { addMonths, isDay, localToday } from '../../components/public/calendar-days.ts';
import { homeSearchTarget } from './search-params.ts';

const TODAY = '2026-11-20';

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(addMonths('2026-12-01', 6)).toBe('2027-06-01');
    expect(addMonths('2026-11-20', 1)).toBe('2026-12-20');
    expect(addMonths('2026-03-15', 12)).toBe('2027-03-15');
  });

  it('takes the last day of a shorter month', () => {
    expect(addMonths('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-10-31', 1)).toBe('2026-11-30');
  });
});

describe('isDay', () => {
  it('accepts real days and refuses the rest', () => {
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('2027-02-29')).toBe(false);
    expect(isDay('2026-04-31')).toBe(false);
    expect(isDay('1/12/2026')).toBe(false);
  });
});

describe('localToday', () => {
  it('reads the local calendar day, not the UTC one', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('homeSearchTarget', () => {
  it('leads to the search page with q, from and to', () => {
    expect(homeSearchTarget({ where: ' Valencia ', moveIn: '2026-12-01', months: '6' }, TODAY)).toEqual({
      ok: true,
      url: '/searchproperties?q=Valencia&from=2026-12-01&to=2027-06-01',
    });
  });

  it('leaves out what was not filled in', () => {
    expect(homeSearchTarget({ where: '', moveIn: '', months: '' }, TODAY)).toEqual({ ok: true, url: '/searchproperties' });
    expect(homeSearchTarget({ where: 'Lavapiés', moveIn: '', months: '' }, TODAY)).toEqual({ ok: true, url: '/searchproperties?q=Lavapi%C3%A9s' });
    expect(homeSearchTarget({ where: '', moveIn: TODAY, months: '1' }, TODAY)).toEqual({
      ok: true,
      url: '/searchproperties?from=2026-11-20&to=2026-12-20',
    });
  });

  it('refuses a move-in day in the past at the date', () => {
    expect(homeSearchTarget({ where: 'Madrid', moveIn: '2026-11-19', months: '3' }, TODAY)).toEqual({ ok: false, problems: { moveIn: 'pastDate' } });
  });

  it('asks for the other half of the stay', () => {
    expect(homeSearchTarget({ where: '', moveIn: '2026-12-01', months: '' }, TODAY)).toEqual({ ok: false, problems: { months: 'needMonths' } });
    expect(homeSearchTarget({ where: '', moveIn: '', months: '6' }, TODAY)).toEqual({ ok: false, problems: { moveIn: 'needDate' } });
  });

  it('refuses a length of stay that is not offered, and text too long for the search', () => {
    expect(homeSearchTarget({ where: '', moveIn: '2026-12-01', months: '7' }, TODAY)).toEqual({ ok: false, problems: { months: 'needMonths' } });
    expect(homeSearchTarget({ where: 'x'.repeat(101), moveIn: '', months: '' }, TODAY)).toEqual({ ok: false, problems: { where: 'whereTooLong' } });
    expect(homeSearchTarget({ where: '', moveIn: '2026-02-30', months: '3' }, TODAY)).toEqual({ ok: false, problems: { moveIn: 'badDate' } });
  });
});
