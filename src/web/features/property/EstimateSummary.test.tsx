// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyPage, PropertyRoom } from '../../api/public.ts';
import { estimateStay } from './estimate.ts';
import { EstimateSummary } from './EstimateSummary.tsx';

// The estimate as a visitor reads it: each line with its amount, the total, the deposit apart.

const ROOM = {
  _id: 'room-a',
  monthlyPrice: 45000,
  deposit: 45000,
  availableFrom: null,
  minMonths: 1,
  maxMonths: null,
  extras: [{ _id: 'parking', name: { es: 'Parking', en: 'Parking' }, description: null, monthlyPrice: 6000 }],
  prices: [{ _id: 'summer', from: '2026-07-01', to: '2026-08-01', monthlyPrice: 52000 }],
} as unknown as PropertyRoom;

const COSTS: PropertyPage['costs'] = [
  { _id: 'agency', name: { es: 'Gestión', en: 'Agency' }, amount: 15000, frequency: 'once', mandatory: true, room: null },
  { _id: 'cleaning', name: { es: 'Limpieza', en: 'Cleaning' }, amount: 2500, frequency: 'monthly', mandatory: true, room: null },
  { _id: 'checkout', name: { es: 'Limpieza final', en: 'Move-out cleaning' }, amount: 6000, frequency: 'once', mandatory: false, room: null },
];

afterEach(cleanup);

const rows = (region: HTMLElement) =>
  within(region)
    .getAllByRole('term')
    .map((term) => [term, term.nextElementSibling].map((element) => element?.textContent?.replace(/\s/g, ' ')));

describe('the estimate of a stay', () => {
  it('lists each month or season with its dates and price, a part month as days of its month, costs and extras, the total, and the deposit apart', () => {
    // June whole, July at the summer price, then 15 of August's 31 days.
    const estimate = estimateStay({ from: '2026-06-01', to: '2026-08-16', today: '2026-05-01', room: ROOM, property: 'home-a', costs: COSTS, extras: ['parking'] });
    render(<EstimateSummary estimate={estimate} headingId="estimate" />);
    const region = screen.getByRole('region', { name: /Estimación de tu estancia · 2 meses y 15 días de 31/ });
    expect(rows(region)).toEqual([
      ['Alquiler: 1 mes × 450 € (1 jun – 1 jul)', '450 €'],
      ['Alquiler de temporada: 1 mes × 520 € (1 jul – 1 ago)', '520 €'],
      ['Alquiler: 15 días de 31 × 450 € (1 ago – 16 ago)', '217,74 €'], // 450 × 15/31 = 217.742
      ['Limpieza: (2 meses + 15 días de 31) × 25 €', '62,10 €'], // 25 × 2 + 25 × 15/31 (12.097)
      ['Gestión (pago único)', '150 €'],
      ['Parking: (2 meses + 15 días de 31) × 60 €', '149,03 €'], // 60 × 2 + 60 × 15/31 (29.032)
      ['Total de la estancia', '1548,87 €'],
      ['Fianza (se devuelve al salir)', '450 €'],
    ]);
    expect(estimate.stayTotal).toBe(154887);
  });

  it('never shows a rounded count of months: 2 whole months and 30 days of 31 read as such, not “3 meses × 500 € = 1483,87 €”', () => {
    const room = { ...ROOM, monthlyPrice: 50000, prices: [] } as unknown as PropertyRoom;
    const estimate = estimateStay({ from: '2027-01-01', to: '2027-03-31', today: '2026-05-01', room, property: 'home-a', costs: [] });
    render(<EstimateSummary estimate={estimate} headingId="estimate" />);
    const region = screen.getByRole('region', { name: /· 2 meses y 30 días de 31/ });
    expect(rows(region).slice(0, 3)).toEqual([
      ['Alquiler: 2 meses × 500 € (1 ene – 1 mar)', '1000 €'],
      ['Alquiler: 30 días de 31 × 500 € (1 mar – 31 mar)', '483,87 €'],
      ['Total de la estancia', '1483,87 €'],
    ]);
  });

  it('shows no deposit line for a room without one', () => {
    const room = { ...ROOM, deposit: null } as PropertyRoom;
    const estimate = estimateStay({ from: '2026-09-01', to: '2026-10-01', today: '2026-05-01', room, property: 'home-a', costs: [] });
    render(<EstimateSummary estimate={estimate} headingId="estimate" />);
    const region = screen.getByRole('region', { name: /Estimación de tu estancia/ });
    expect(rows(region)).toEqual([
      ['Alquiler: 1 mes × 450 € (1 sept – 1 oct)', '450 €'],
      ['Total de la estancia', '450 €'],
    ]);
  });
});
