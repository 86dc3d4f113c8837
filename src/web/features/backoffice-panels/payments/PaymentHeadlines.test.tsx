// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { PaymentSummary } from '../../../../contracts/backoffice.ts';
import { PaymentHeadlines } from './PaymentHeadlines.tsx';

// The panel's headline cards: what tenants owe late and what Habita owes back late read apart.

const summary = (overrides: Partial<PaymentSummary>): PaymentSummary => ({
  today: '2030-06-15',
  byStatus: [],
  overdue: { count: 0, amount: 0 },
  refundsLate: { count: 0, amount: 0 },
  dueSoon: { count: 0, amount: 0 },
  failedUnresolved: { count: 0, amount: 0 },
  dueThisMonth: { count: 0, amount: 0, paidCount: 0, paidAmount: 0 },
  months: [{ month: '2030-06', received: 0, paidBack: 0, net: 0, entries: 0 }],
  attention: [],
  recentTransactions: [],
  ...overrides,
});

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).closest('a')!;

afterEach(cleanup);

describe('PaymentHeadlines', () => {
  it('says what tenants owe on the overdue card and what Habita pays back on its own card', () => {
    render(
      <MemoryRouter>
        <PaymentHeadlines data={summary({ overdue: { count: 1, amount: 1000 }, refundsLate: { count: 2, amount: 34_000 } })} />
      </MemoryRouter>,
    );
    const overdue = within(card('Overdue'));
    expect(overdue.getByText('1 payment')).toBeTruthy();
    expect(overdue.getByText('€10.00 tenants owe')).toBeTruthy();
    const refunds = within(card('Refunds overdue'));
    expect(refunds.getByText('2 refunds')).toBeTruthy();
    expect(refunds.getByText('€340.00 to pay back')).toBeTruthy();
    expect(card('Refunds overdue').getAttribute('href')).toBe('/?due=overdue&kind=refund');
  });

  it('says nothing is late when nothing is', () => {
    render(
      <MemoryRouter>
        <PaymentHeadlines data={summary({})} />
      </MemoryRouter>,
    );
    expect(within(card('Overdue')).getByText('Nothing late')).toBeTruthy();
    expect(within(card('Refunds overdue')).getByText('None late')).toBeTruthy();
  });
});
