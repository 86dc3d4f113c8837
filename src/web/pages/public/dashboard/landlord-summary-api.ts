import { apiUrl, request } from '../../../api/http.ts';
import type { LocalizedText } from '../../../i18n/format.ts';

// GET /api/booking/landlord/summary: a landlord's occupancy, income and reservations for a
// period [from, to). Amounts are cents; occupancy is 0..1.

export interface ReservationCounts {
  confirmed: number;
  upcoming: number;
  hold: number;
}

export interface OccupancyFigures {
  rooms: number;
  occupiedNights: number;
  availableNights: number;
  occupancy: number;
  income: number;
  reservations: ReservationCounts;
}

export interface PropertyFigures extends OccupancyFigures {
  _id: string;
  title: LocalizedText | null;
  city: string | null;
}

export interface LandlordReservation {
  _id: string;
  room: string;
  roomName: LocalizedText | null;
  property: string;
  guestName: string | null;
  startDate: string;
  endDate: string;
  status: string;
}

export interface LandlordSummary {
  from: string;
  to: string;
  properties: PropertyFigures[];
  totals: OccupancyFigures;
  reservations: LandlordReservation[];
}

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
