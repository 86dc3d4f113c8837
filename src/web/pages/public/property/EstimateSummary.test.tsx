// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyPage, PropertyRoom } from '../../../api/public.ts';
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
  it('lists rent, seasonal rent, costs and extras for the months stayed, the total, and the deposit apart', () => {
    // June whole, July at the summer price, then 15 of August's 31 days.
    const estimate = estimateStay({ from: '2026-06-01', to: '2026-08-16', today: '2026-05-01', room: ROOM, property: 'home-a', costs: COSTS, extras: ['parking'] });
    render(<EstimateSummary estimate={estimate} room={ROOM} costs={COSTS} headingId="estimate" />);
    const region = screen.getByRole('region', { name: /Estimación de tu estancia · 2 meses y 15 días/ });
    expect(rows(region)).toEqual([
      ['Alquiler: 1,5 meses × 450 €', '667,74 €'], // 45000 + 45000 × 15/31 (21774.19); 1.48 months shown as 1.5
      ['Alquiler de temporada: 1 mes', '520 €'],
      ['Limpieza: 2,5 meses × 25 €', '62,10 €'], // 2500 × 2 + 1210 (2500 × 15/31 = 1209.68)
      ['Gestión (pago único)', '150 €'],
      ['Parking: 2,5 meses × 60 €', '149,03 €'], // 6000 × 2 + 2903 (6000 × 15/31 = 2903.23)
      ['Total de la estancia', '1548,87 €'],
      ['Fianza (se devuelve al salir)', '450 €'],
    ]);
    expect(estimate.stayTotal).toBe(154887);
  });

  it('shows no deposit line for a room without one', () => {
    const room = { ...ROOM, deposit: null } as PropertyRoom;
    const estimate = estimateStay({ from: '2026-09-01', to: '2026-10-01', today: '2026-05-01', room, property: 'home-a', costs: [] });
    render(<EstimateSummary estimate={estimate} room={room} costs={[]} headingId="estimate" />);
    const region = screen.getByRole('region', { name: /Estimación de tu estancia/ });
    expect(rows(region)).toEqual([
      ['Alquiler: 1 mes × 450 €', '450 €'],
      ['Total de la estancia', '450 €'],
    ]);
  });
});
