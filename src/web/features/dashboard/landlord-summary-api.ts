import type { LandlordSummary } from '../../../contracts/landlord.ts';
import { apiUrl, request } from '../../api/http.ts';

// GET /api/booking/landlord/summary: a landlord's occupancy, income and reservations for a
// period [from, to). Amounts are cents; occupancy is 0..1. The answer's type is the contract's
// (src/contracts/landlord.ts), imported as a type only.

export function getLandlordSummary(period: { from: string; to: string }, signal?: AbortSignal): Promise<LandlordSummary> {
  return request<LandlordSummary>(apiUrl('/api/booking/landlord/summary', period), { signal });
}

/** `2030-06` → the half-open period of that month. */
export function monthPeriod(month: string): { from: string; to: string } {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: new Date(Date.UTC(year, index, 1)).toISOString().slice(0, 10) };
}

/** The month `months` away from `month` (`YYYY-MM`). */
export function shiftMonth(month: string, months: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, index - 1 + months, 1)).toISOString().slice(0, 7);
}
