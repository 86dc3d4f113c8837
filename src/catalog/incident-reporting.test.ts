import { describe, expect, it } from 'vitest';
import { INCIDENT_REPORTING, reportingState, reportingWindow } from './incident-reporting.ts';

describe('the incident reporting window of a stay', () => {
  const stay = { startDate: '2027-03-01', endDate: '2027-06-01' };
  const window = reportingWindow(stay);

  it('opens the day before move-in and closes two weeks after move-out', () => {
    expect(INCIDENT_REPORTING).toEqual({ daysBeforeMoveIn: 1, daysAfterMoveOut: 14 });
    expect(window).toEqual({ opens: '2027-02-28', closes: '2027-06-15' });
  });

  it.each([
    ['2027-01-01', 'not-yet'],
    ['2027-02-27', 'not-yet'],
    ['2027-02-28', 'open'],
    ['2027-04-15', 'open'],
    ['2027-06-01', 'open'],
    ['2027-06-15', 'open'],
    ['2027-06-16', 'closed'],
    ['2028-01-01', 'closed'],
  ])('on %s it is %s', (today, state) => {
    expect(reportingState(window, today)).toBe(state);
  });
});
