import { describe, expect, it } from 'vitest';
import { CANCELLATION, HOLD, RENT, policyValues, refundRule, refundsEverything, renderPolicyLanguages, renderPolicyText } from './policies.ts';

const values = { fullRefundDays: 45, holdMinutes: 20, rentReminderDays: 6, depositReturnDays: 21, incidentPhotoMonths: 4 };

describe('renderPolicyText', () => {
  it('fills in every placeholder it knows, as often as it appears', () => {
    expect(renderPolicyText('<p>{fullRefundDays} días; {holdMinutes} min; {fullRefundDays} again; {rentReminderDays}/{depositReturnDays}</p>', values)).toBe(
      '<p>45 días; 20 min; 45 again; 6/21</p>',
    );
  });

  it('leaves braces it does not know as written, and text without placeholders untouched', () => {
    expect(renderPolicyText('{unknown} {toString} {} { holdMinutes } {hold-minutes}', values)).toBe('{unknown} {toString} {} { holdMinutes } {hold-minutes}');
    expect(renderPolicyText('Sin reglas aquí.', values)).toBe('Sin reglas aquí.');
  });

  it('fills in every language of a text and keeps empty ones', () => {
    expect(renderPolicyLanguages({ es: '{holdMinutes} minutos', en: null }, values)).toEqual({ es: '20 minutos', en: null });
    expect(renderPolicyLanguages({ es: 'a', en: '{holdMinutes} minutes' }, values)).toEqual({ es: 'a', en: '20 minutes' });
  });
});

describe('policyValues', () => {
  it('are the declaration, with the settings a server was started with in place of their defaults', () => {
    expect(policyValues()).toEqual({
      fullRefundDays: CANCELLATION.fullRefundDays,
      holdMinutes: HOLD.defaultMinutes,
      rentReminderDays: RENT.defaultReminderDays,
      depositReturnDays: 30,
      incidentPhotoMonths: 6,
    });
    expect(policyValues({ holdMinutes: 25, rentReminderDays: 2 })).toMatchObject({ holdMinutes: 25, rentReminderDays: 2, fullRefundDays: CANCELLATION.fullRefundDays });
  });
});

describe('the refund rule', () => {
  it('refunds everything from the declared number of days before move-in, only the deposit later or after move-in', () => {
    expect(refundsEverything(CANCELLATION.fullRefundDays)).toBe(true);
    expect(refundsEverything(CANCELLATION.fullRefundDays + 10)).toBe(true);
    expect(refundsEverything(CANCELLATION.fullRefundDays - 1)).toBe(false);
    expect(refundsEverything(-3)).toBe(false);
    expect(refundsEverything(44, values)).toBe(false);
    expect(refundsEverything(45, values)).toBe(true);
  });

  it('says the declared number of days to staff', () => {
    expect(refundRule()).toContain(`Cancelled ${CANCELLATION.fullRefundDays} days or more before move-in`);
    expect(refundRule(values)).toContain('Cancelled 45 days or more');
  });
});
