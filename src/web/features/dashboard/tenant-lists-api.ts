import type { RecordOf } from '../../../catalog/record-types.ts';
import { listRecords } from '../../api/public.ts';
import type { LocalizedText } from '../../i18n/format.ts';
import { recordOf, ALL } from '../../api/public-content.ts';

// What the tenant's panels of the dashboard read. Every list asks for the person's own records
// explicitly, so staff (who may read everyone's) see theirs here too.

export const LIST_SIZE = 10;

export interface Reservation {
  _id: string;
  room: string;
  startDate: string;
  endDate: string;
  status: string;
}

export interface RoomSummary {
  _id: string;
  name: LocalizedText;
  property: string | null;
}

export interface PaymentDue {
  _id: string;
  kind: string;
  amount: number;
  dueDate: string | null;
}

export type Incident = Pick<RecordOf<'incidents'>, '_id' | 'type' | 'description' | 'status' | 'createdAt'>;

export interface Listed<T> {
  docs: T[];
  totalDocs: number;
}

/** A record that may have gone (a removed room): the list still shows, without its name. */
async function maybeRecord<T>(collection: string, id: string, signal: AbortSignal): Promise<T | null> {
  try {
    return await recordOf<T>(collection, id, signal);
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

export async function loadReservations(userId: string, signal: AbortSignal): Promise<Listed<Reservation> & { rooms: Map<string, RoomSummary> }> {
  const page = await listRecords<Reservation>('roomreserves', { user: userId, sort: '-startDate', limit: LIST_SIZE }, signal);
  const ids = [...new Set(page.docs.map((r) => r.room))];
  const rooms = await Promise.all(ids.map((id) => maybeRecord<RoomSummary>('rooms', id, signal)));
  return { ...page, rooms: new Map(rooms.filter((room): room is RoomSummary => !!room).map((room) => [room._id, room])) };
}

export async function loadIncidents(userId: string, signal: AbortSignal): Promise<Listed<Incident> & { types: Map<string, LocalizedText> }> {
  const [page, types] = await Promise.all([
    listRecords<Incident>('incidents', { reportedBy: userId, sort: '-createdAt', limit: LIST_SIZE }, signal),
    listRecords<{ _id: string; name: LocalizedText }>('incidenttypes', { limit: ALL }, signal),
  ]);
  return { ...page, types: new Map(types.docs.map((type) => [type._id, type.name])) };
}

export function loadPaymentsDue(userId: string, signal: AbortSignal): Promise<Listed<PaymentDue>> {
  return listRecords<PaymentDue>('paymentoperations', { user: userId, status: 'pending', sort: 'dueDate', limit: LIST_SIZE }, signal);
}
