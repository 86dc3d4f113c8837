import { describe, expect, it } from 'vitest';
import { checkoutDescription } from './checkout.ts';

// The line a provider's own checkout page (Stripe's) shows: in the payer's language, the room's
// name from its catalogue text in that language.

describe('checkoutDescription', () => {
  const room = { es: 'Habitación azul', en: 'Blue room' };

  it('says the payment in Spanish for a Spanish-speaking payer, and in English for an English one', () => {
    expect(checkoutDescription('first_month', room, '2027-01-01', '2027-04-01', 'es')).toBe('Primer pago · Habitación azul · 2027-01-01 – 2027-04-01');
    expect(checkoutDescription('rent', room, '2027-01-01', '2027-04-01', 'en')).toBe('Monthly rent · Blue room · 2027-01-01 – 2027-04-01');
  });

  it('falls back to the other language, then to a plain name, and to Spanish for an unknown language', () => {
    expect(checkoutDescription('deposit', { en: 'Blue room' }, '2027-01-01', '2027-02-01', null)).toBe('Fianza · Blue room · 2027-01-01 – 2027-02-01');
    expect(checkoutDescription('fee', null, '2027-01-01', '2027-02-01', 'en')).toBe('Fee · Habita room · 2027-01-01 – 2027-02-01');
  });
});
