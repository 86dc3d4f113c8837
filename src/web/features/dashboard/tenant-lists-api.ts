import type { RecordOf } from '../../../catalog/record-types.ts';
import { listRecords, onlyFields } from '../../api/public.ts';
import type { LocalizedText } from '../../i18n/format.ts';
import { recordOf, ALL } from '../../api/public-content.ts';

// What the tenant's panels of the dashboard read. Every list asks for the person's own records
// explicitly, so staff (who may read everyone's) see theirs here too.

export const LIST_SIZE = 10;

// Each list asks for the fields its panel shows (`fields=`), and its type is picked by the same names.
const RESERVATION_FIELDS = ['room', 'startDate', 'endDate', 'status'] as const;
export type Reservation = Pick<RecordOf<'roomreserves'>, '_id' | (typeof RESERVATION_FIELDS)[number]>;
const ROOM_FIELDS = ['name', 'property'] as const;
export type RoomSummary = Pick<RecordOf<'rooms'>, '_id' | (typeof ROOM_FIELDS)[number]>;
const PAYMENT_FIELDS = ['kind', 'amount', 'dueDate'] as const;
export type PaymentDue = Pick<RecordOf<'paymentoperations'>, '_id' | (typeof PAYMENT_FIELDS)[number]>;
const INCIDENT_FIELDS = ['type', 'description', 'status'] as const;
export type Incident = Pick<RecordOf<'incidents'>, '_id' | 'createdAt' | (typeof INCIDENT_FIELDS)[number]>;
const INCIDENT_TYPE_FIELDS = ['name'] as const;
type IncidentType = Pick<RecordOf<'incidenttypes'>, '_id' | (typeof INCIDENT_TYPE_FIELDS)[number]>;

export interface Listed<T> {
  docs: T[];
  totalDocs: number;
}

/** A record that may have gone (a removed room): the list still shows, without its name. */
async function maybeRecord<T>(collection: string, id: string, fields: readonly string[], signal: AbortSignal): Promise<T | null> {
  try {
    return await recordOf<T>(collection, id, signal, fields);
  } catch (error) {
    if (signal.aborted) throw error;
    return null;
  }
}

export async function loadReservations(userId: string, signal: AbortSignal): Promise<Listed<Reservation> & { rooms: Map<string, RoomSummary> }> {
  const page = await listRecords<Reservation>('roomreserves', { user: userId, sort: '-startDate', limit: LIST_SIZE, ...onlyFields(RESERVATION_FIELDS) }, signal);
  const ids = [...new Set(page.docs.map((r) => r.room))];
  const rooms = await Promise.all(ids.map((id) => maybeRecord<RoomSummary>('rooms', id, ROOM_FIELDS, signal)));
  return { ...page, rooms: new Map(rooms.filter((room): room is RoomSummary => !!room).map((room) => [room._id, room])) };
}

export async function loadIncidents(userId: string, signal: AbortSignal): Promise<Listed<Incident> & { types: Map<string, LocalizedText> }> {
  const [page, types] = await Promise.all([
    listRecords<Incident>('incidents', { reportedBy: userId, sort: '-createdAt', limit: LIST_SIZE, ...onlyFields(INCIDENT_FIELDS) }, signal),
    listRecords<IncidentType>('incidenttypes', { limit: ALL, ...onlyFields(INCIDENT_TYPE_FIELDS) }, signal),
  ]);
  return { ...page, types: new Map(types.docs.map((type) => [type._id, type.name])) };
}

export function loadPaymentsDue(userId: string, signal: AbortSignal): Promise<Listed<PaymentDue>> {
  return listRecords<PaymentDue>('paymentoperations', { user: userId, status: 'pending', sort: 'dueDate', limit: LIST_SIZE, ...onlyFields(PAYMENT_FIELDS) }, signal);
}

const HOME_INCIDENT_FIELDS = ['room', 'type', 'description', 'status'] as const;
export type HomeIncident = Pick<RecordOf<'incidents'>, '_id' | 'createdAt' | (typeof HOME_INCIDENT_FIELDS)[number]>;

/**
 * A landlord's view: the latest incidents in their homes' rooms, which the incidents' read rule
 * lets them read (the mails of a new incident and of each change send them to this page).
 */
export async function loadHomeIncidents(
  signal: AbortSignal,
): Promise<Listed<HomeIncident> & { types: Map<string, LocalizedText>; rooms: Map<string, RoomSummary> }> {
  const [page, types] = await Promise.all([
    listRecords<HomeIncident>('incidents', { sort: '-createdAt', limit: LIST_SIZE, ...onlyFields(HOME_INCIDENT_FIELDS) }, signal),
    listRecords<IncidentType>('incidenttypes', { limit: ALL, ...onlyFields(INCIDENT_TYPE_FIELDS) }, signal),
  ]);
  const ids = [...new Set(page.docs.map((incident) => incident.room))];
  const rooms = await Promise.all(ids.map((id) => maybeRecord<RoomSummary>('rooms', id, ROOM_FIELDS, signal)));
  return {
    ...page,
    types: new Map(types.docs.map((type) => [type._id, type.name])),
    rooms: new Map(rooms.filter((room): room is RoomSummary => !!room).map((room) => [room._id, room])),
  };
}
