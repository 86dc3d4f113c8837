import { sql } from 'drizzle-orm';
import { isStaff } from '../collections/access.ts';
import type { AfterWrite } from '../collections/writes.ts';
import type { Db } from '../db/database.ts';
import { rows, type SqlRow } from '../db/rows.ts';
import type { IncidentStatus } from '../../catalog/collections/statuses.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { calendarDay, localized } from './booking-mails.ts';

// Who hears about an incident, through the outbox in the transaction of the write (an
// after-write hook of the incidents collection, registered in app.ts): when one is filed, the
// reporter gets a receipt, and the room's landlord and the staff inbox get the news; when staff
// change its status, the reporter and the landlord are told. Each reads it in their own
// language (staff in the back-office's English) with a link to where they follow it. The
// landlord is not told who reported it: a landlord reads a room's incidents, not its guests.

export interface IncidentMailSettings {
  /** The site's address: links start with it. */
  publicUrl: string;
  /** Where staff read about new incidents: the team's contact address (CONTACT_EMAIL). */
  staffInbox: string;
}

type Language = 'es' | 'en';

interface Person {
  email: string;
  name: string;
  language: Language;
  role: string;
}

interface IncidentFacts {
  id: string;
  description: string;
  status: IncidentStatus;
  reportedOn: string;
  typeName: unknown;
  responseHours: number | null;
  roomName: unknown;
  propertyTitle: unknown;
  reporter: Person | null;
  landlord: Person | null;
}

function person(row: SqlRow, prefix: 'reporter' | 'landlord'): Person | null {
  const email = row[`${prefix}_email`];
  if (!email) return null;
  return {
    email: String(email),
    name: String(row[`${prefix}_name`] ?? ''),
    language: row[`${prefix}_language`] === 'en' ? 'en' : 'es',
    role: String(row[`${prefix}_role`] ?? ''),
  };
}

/** The incident as its mails tell it; people whose accounts are closed are left out. */
async function incidentFacts(tx: Db, id: string): Promise<IncidentFacts | undefined> {
  const [row] = await rows(
    tx,
    sql`select i.id, i.description, i.status, (i.created_at at time zone 'UTC')::date::text as reported_on,
        ty.name as type_name, ty.response_time_hours, ro.name as room_name, p.title as property_title,
        rep.email as reporter_email, rep.name as reporter_name, rep.language as reporter_language, rep.role as reporter_role,
        ll.email as landlord_email, ll.name as landlord_name, ll.language as landlord_language, ll.role as landlord_role
      from incidents i
      join rooms ro on ro.id = i.room_id
      join properties p on p.id = ro.property_id
      join incidenttypes ty on ty.id = i.type_id
      left join users rep on rep.id = i.reported_by_id and rep.deleted_at is null
      left join users ll on ll.id = p.landlord_id and ll.deleted_at is null
      where i.id = ${id}`,
  );
  if (!row) return undefined;
  return {
    id: String(row.id),
    description: String(row.description ?? ''),
    status: String(row.status) as IncidentStatus,
    reportedOn: String(row.reported_on),
    typeName: row.type_name,
    responseHours: row.response_time_hours == null ? null : Number(row.response_time_hours),
    roomName: row.room_name,
    propertyTitle: row.property_title,
    reporter: person(row, 'reporter'),
    landlord: person(row, 'landlord'),
  };
}

const sameAddress = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

function links(settings: IncidentMailSettings, incidentId: string) {
  return {
    myRoom: `${settings.publicUrl}/myroom`,
    dashboard: `${settings.publicUrl}/dashboard`,
    backOffice: `${settings.publicUrl}/Incidents?edit=${encodeURIComponent(incidentId)}`,
  };
}

/** Where a reporter follows their incident: staff in the back-office, a landlord on their dashboard, a guest in My room. */
function reporterLink(settings: IncidentMailSettings, facts: IncidentFacts, reporter: Person): string {
  const to = links(settings, facts.id);
  if (reporter.role === 'admin' || reporter.role === 'staff') return to.backOffice;
  return reporter.role === 'landlord' ? to.dashboard : to.myRoom;
}

/** What every incident mail to this reader says about it, in their language. */
function about(facts: IncidentFacts, reader: { email: string; name: string; language: Language }, link: string) {
  const { language } = reader;
  return {
    to: reader.email,
    name: reader.name,
    language,
    link,
    room: `${localized(facts.roomName, language)} · ${localized(facts.propertyTitle, language)}`,
    type: localized(facts.typeName, language),
    reportedOn: calendarDay(facts.reportedOn, language),
  };
}

async function enqueueFiled(tx: Db, settings: IncidentMailSettings, facts: IncidentFacts): Promise<void> {
  const { reporter, landlord } = facts;
  if (reporter) {
    await enqueueMail(tx, { kind: 'incident-reported', ...about(facts, reporter, reporterLink(settings, facts, reporter)), responseHours: facts.responseHours });
  }
  if (landlord && !sameAddress(landlord.email, reporter?.email)) {
    await enqueueMail(tx, { kind: 'incident-new', audience: 'landlord', ...about(facts, landlord, links(settings, facts.id).dashboard), description: facts.description });
  }
  if (!sameAddress(settings.staffInbox, reporter?.email) && !sameAddress(settings.staffInbox, landlord?.email)) {
    const staff = { email: settings.staffInbox, name: '', language: 'en' as const };
    await enqueueMail(tx, {
      kind: 'incident-new',
      audience: 'staff',
      ...about(facts, staff, links(settings, facts.id).backOffice),
      description: facts.description,
      ...(reporter?.name ? { reporter: reporter.name } : {}),
    });
  }
}

async function enqueueStatusChanged(tx: Db, settings: IncidentMailSettings, facts: IncidentFacts, byStaff: boolean): Promise<void> {
  const { reporter, landlord } = facts;
  if (reporter) {
    await enqueueMail(tx, { kind: 'incident-status', audience: 'reporter', ...about(facts, reporter, reporterLink(settings, facts, reporter)), status: facts.status });
  }
  if (byStaff && landlord && !sameAddress(landlord.email, reporter?.email)) {
    await enqueueMail(tx, { kind: 'incident-status', audience: 'landlord', ...about(facts, landlord, links(settings, facts.id).dashboard), status: facts.status });
  }
}

/** The incidents collection's after-write hook: mails for a new incident and for a new status; nothing for other changes. */
export function incidentMails(settings: IncidentMailSettings): AfterWrite {
  return async (tx, { viewer, before, after }) => {
    if (before && before.status === after.status) return;
    const facts = await incidentFacts(tx, after._id);
    if (!facts) return;
    if (before) await enqueueStatusChanged(tx, settings, facts, isStaff(viewer));
    else await enqueueFiled(tx, settings, facts);
  };
}
