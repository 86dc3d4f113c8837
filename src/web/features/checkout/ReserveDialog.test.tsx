// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { quoteStay, type Quote } from '../../../catalog/pricing.ts';
import { setLanguage } from '../../i18n/language.ts';
import { ReserveDialog } from './ReserveDialog.tsx';

// The reserve dialog against a stub network answering as the booking and payments API does:
// the quote it shows, a refused code at its field, a 409 that leaves everything as chosen, and
// the hand-over to the checkout. Read in English.

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const stay = (to: string, seasons: { from: string; to: string; monthlyPrice: number }[] = []): Quote =>
  quoteStay({
    from: '2027-01-01',
    to,
    today: '2026-12-01',
    room: { _id: 'room-1', property: 'home-1', monthlyPrice: 50_000, deposit: 50_000, minMonths: null, maxMonths: null, availableFrom: null },
    seasons,
    costs: [{ _id: 'fee', name: { es: 'Gestión', en: 'Agency fee' }, amount: 10_000, frequency: 'once', mandatory: true, room: null, property: null }],
    extras: [],
    promotion: null,
  });

const quote = stay('2027-04-01');

let calls: { url: string; body: unknown }[];
let answer: (url: string, body: Record<string, unknown>) => Response;

beforeEach(() => {
  setLanguage('en');
  calls = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const body = init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    calls.push({ url, body });
    return answer(url, body);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('es');
  localStorage.clear();
});

const room = { _id: 'room-1', name: { es: 'Habitación 1', en: 'Room 1' }, extras: [{ _id: 'x-1', name: { es: 'Limpieza', en: 'Cleaning' }, description: null, monthlyPrice: 3_000 }] };
const property = { _id: 'home-1', title: { es: 'Piso', en: 'Flat' } };

function open(assign = vi.fn()) {
  render(<ReserveDialog open onClose={() => {}} room={room} property={property} from="2027-01-01" to="2027-04-01" assign={assign} />);
  return { assign, dialog: () => screen.getByRole('dialog', { hidden: true }) };
}

/**
 * The pay button once a quote is shown and it can be pressed: while a quote is asked for it already
 * says "Confirm and pay" (with the last quote's amount, if any) but is disabled and the quote's
 * lines are not drawn yet.
 */
async function readyToPay(dialog: HTMLElement): Promise<HTMLElement> {
  const button = await within(dialog).findByRole('button', { name: /Confirm and pay/, hidden: true });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  return button;
}

describe('ReserveDialog', () => {
  it('shows the server’s quote: what is paid now, line by line, and the stay’s total', async () => {
    answer = () => json(200, { quote });
    const { dialog } = open();
    const button = await within(dialog()).findByRole('button', { name: 'Confirm and pay €1,100', hidden: true });
    expect(button).toBeTruthy();
    expect(dialog().textContent).toContain('Agency fee (one-off)');
    expect(dialog().textContent).toContain('Deposit (returned when you leave)');
    expect(dialog().textContent).toContain('€1,600');
    expect(calls[0]).toMatchObject({ url: '/api/booking/quote', body: { room: 'room-1', from: '2027-01-01', to: '2027-04-01', extras: [] } });
  });

  it('says each month or season with its dates and price, a part month as days of its month, adding up to the totals', async () => {
    answer = () => json(200, { quote: stay('2027-04-15', [{ from: '2027-02-01', to: '2027-03-01', monthlyPrice: 62_000 }]) });
    const { dialog } = open();
    await readyToPay(dialog());
    const rows = (name: string) =>
      within(within(dialog()).getByRole('region', { name, hidden: true }))
        .getAllByRole('term', { hidden: true })
        .map((term) => `${term.textContent} = ${term.nextElementSibling?.textContent}`);
    expect(rows('To pay now')).toEqual(['Rent: 1 month × €500 (1 Jan – 1 Feb) = €500', 'Agency fee (one-off) = €100', 'Deposit (returned when you leave) = €500', 'Total to pay now = €1,100']);
    expect(rows('Your stay')).toEqual([
      'Rent: 1 month × €500 (1 Jan – 1 Feb) = €500',
      'Seasonal rent: 1 month × €620 (1 Feb – 1 Mar) = €620',
      'Rent: 1 month × €500 (1 Mar – 1 Apr) = €500',
      'Rent: 14 of 30 days × €500 (1 Apr – 15 Apr) = €233.33', // 500 × 14/30 = 233.333
      'Agency fee (one-off) = €100',
      'Total for the stay = €1,953.33',
    ]);
  });

  it('asks again with a chosen extra', async () => {
    answer = () => json(200, { quote });
    const { dialog } = open();
    await readyToPay(dialog());
    fireEvent.click(within(dialog()).getByRole('checkbox', { name: /Cleaning/, hidden: true }));
    await waitFor(() => expect(calls.at(-1)?.body).toMatchObject({ extras: ['x-1'] }));
  });

  it('shows a refused code at its field, in words, and prices the stay without it', async () => {
    answer = (_url, body) => (body.code ? json(400, { message: 'code: this promotion has ended', field: 'code', status: 400 }) : json(200, { quote }));
    const { dialog } = open();
    await readyToPay(dialog());
    const code = within(dialog()).getByLabelText('Promotion code');
    fireEvent.change(code, { target: { value: 'SUMMER' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Apply', hidden: true }));
    expect(await within(dialog()).findByText('This code has expired.')).toBeTruthy();
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect((code as HTMLInputElement).value).toBe('SUMMER');
    await waitFor(() => expect(calls.at(-1)?.body).not.toHaveProperty('code'));
  });

  it('on a 409 says the dates were just taken and keeps the dialog as it was', async () => {
    answer = (url) =>
      url === '/api/booking/reservations' ? json(409, { message: 'The room is already reserved for some of those dates', field: 'startDate', status: 409 }) : json(200, { quote });
    const { dialog, assign } = open();
    fireEvent.click(await within(dialog()).findByRole('checkbox', { name: /Cleaning/, hidden: true }));
    fireEvent.click(await readyToPay(dialog()));
    expect((await within(dialog()).findByRole('alert', { hidden: true })).textContent).toContain('Someone has just reserved some of these dates');
    expect((within(dialog()).getByRole('checkbox', { name: /Cleaning/, hidden: true }) as HTMLInputElement).checked).toBe(true);
    expect(assign).not.toHaveBeenCalled();
  });

  it('holds the room, starts the checkout of its first payment and goes there', async () => {
    answer = (url) => {
      if (url === '/api/booking/reservations') return json(201, { reservation: { _id: 'res-1' }, operation: { _id: 'op-1' } });
      if (url === '/api/payments/operations/op-1/checkout') return json(200, { checkoutUrl: '/checkout/sandbox/sbx_1' });
      return json(200, { quote });
    };
    const { dialog, assign } = open();
    fireEvent.click(await readyToPay(dialog()));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/sandbox/sbx_1'));
    expect(calls.find((call) => call.url === '/api/booking/reservations')?.body).toEqual({ room: 'room-1', from: '2027-01-01', to: '2027-04-01', extras: [] });
  });
});
