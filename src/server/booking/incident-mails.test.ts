import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcToday } from '../../catalog/days.ts';
import { rows } from '../db/rows.ts';
import { makeBookableRoom } from '../testing/bookable-room.ts';
import { databaseKinds } from '../testing/databases.ts';
import { startSmtpCapture } from '../testing/smtp-capture.ts';
import { startTestApp, useTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';
import { calendarDay } from './booking-mails.ts';

// The mails of an incident, read from the outbox table they are written to with the change
// (incident-mails.ts): filing one tells the reporter, the room's landlord and the staff inbox,
// each in their language; a new status tells the reporter and the landlord; any other change,
// and any refused write, tells nobody. Then once through a real SMTP server.

const STAFF_INBOX = 'team@habita.test';
const day = (offset: number) => addDays(utcToday(), offset);

interface Scene {
  guest: TestUser;
  landlord: TestUser;
  room: string;
  type: string;
}

/** A room with a Spanish-speaking landlord and an English-speaking guest living there now. */
async function scene(t: TestApp): Promise<Scene> {
  const guest = await t.signIn('tenant');
  const landlord = await t.signIn('landlord');
  const { room, property } = await makeBookableRoom(t);
  const db = t.database.db;
  await db.execute(sql`update users set name = 'Maya', language = 'en' where id = ${guest.id}`);
  await db.execute(sql`update users set name = 'Lucía', language = 'es' where id = ${landlord.id}`);
  await db.execute(sql`update properties set landlord_id = ${landlord.id} where id = ${property}`);
  await db.execute(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status)
    values (${room}, ${guest.id}, ${day(-10)}::date, ${day(80)}::date, 'confirmed')`);
  const type = (await t.send('POST', '/api/incidenttypes/', { name: { es: 'Fontanería', en: 'Plumbing' }, responseTimeHours: 24 })).json().records[0]._id;
  return { guest, landlord, room, type };
}

const fileIncident = (t: TestApp, { guest, room, type }: Scene, description = 'The kitchen tap drips all night.') =>
  t.request({ method: 'POST', url: '/api/incidents/', headers: { cookie: guest.cookie }, payload: { room, type, description } });

describe.each(databaseKinds())('incident mails on %s', (kind) => {
  // No worker: the rows stay as written, whole, for the test to read.
  const t = useTestApp(kind, { worker: false, publicSite: { contact: { email: STAFF_INBOX, phone: '+34 600 000 000' } } });
  let staff: TestUser;

  beforeAll(async () => {
    staff = await t.signIn('staff');
  });

  const mailCount = async () => Number((await rows(t.database.db, sql`select count(*)::int as n from outbox where topic = 'mail'`))[0]?.n);
  /** The incident mails written about one incident, to its people or with its link: oldest first, then by kind and reader. */
  const mailsAbout = async (incidentId: string, people: TestUser[]) =>
    (
      await rows(
        t.database.db,
        sql`select payload from outbox where topic = 'mail' and payload->>'kind' like 'incident-%'
          and (payload->>'to' in (${sql.join(people.map((p) => sql`${p.email}`), sql`, `)}) or payload->>'link' like ${`%${incidentId}`})
          order by created_at, payload->>'kind', payload->>'audience'`,
      )
    ).map((row) => row.payload as Record<string, unknown>);

  const staffChanges = (id: string, values: Record<string, unknown>, who: TestUser = staff) =>
    t.request({ method: 'PUT', url: `/api/incidents/${id}`, headers: { cookie: who.cookie }, payload: values });

  it('filing an incident writes the reporter’s receipt, and the news for the landlord and the staff inbox, each in their language', async () => {
    const s = await scene(t);
    const filed = await fileIncident(t, s);
    expect(filed.statusCode, filed.body).toBe(201);
    const id = filed.json().records[0]._id as string;
    const mails = await mailsAbout(id, [s.guest, s.landlord]);
    const today = String(filed.json().records[0].createdAt).slice(0, 10);
    const room = (language: 'es' | 'en') => expect.stringMatching(language === 'es' ? /^Habitación \d+ · Piso de prueba \d+$/ : /^Room \d+ · Test flat \d+$/);
    expect(mails).toEqual([
      {
        kind: 'incident-new',
        audience: 'landlord',
        to: s.landlord.email,
        name: 'Lucía',
        language: 'es',
        link: 'http://habita.test/dashboard',
        room: room('es'),
        type: 'Fontanería',
        reportedOn: calendarDay(today, 'es'),
        description: 'The kitchen tap drips all night.',
      },
      {
        kind: 'incident-new',
        audience: 'staff',
        to: STAFF_INBOX,
        name: '',
        language: 'en',
        link: `http://habita.test/Incidents?edit=${id}`,
        room: room('en'),
        type: 'Plumbing',
        reportedOn: calendarDay(today, 'en'),
        description: 'The kitchen tap drips all night.',
        reporter: 'Maya',
      },
      {
        kind: 'incident-reported',
        to: s.guest.email,
        name: 'Maya',
        language: 'en',
        link: 'http://habita.test/myroom',
        room: room('en'),
        type: 'Plumbing',
        reportedOn: calendarDay(today, 'en'),
        responseHours: 24,
      },
    ]);
    // The landlord reads the room's incident, not who reported it.
    expect(JSON.stringify(mails[0])).not.toMatch(/Maya|tenant-/);
  });

  it('a new status set by staff writes the reporter’s mail and the landlord’s; other changes write nothing', async () => {
    const s = await scene(t);
    const id = (await fileIncident(t, s)).json().records[0]._id as string;
    const filed = (await mailsAbout(id, [s.guest, s.landlord])).length;

    const quiet = await staffChanges(id, { priority: 'high', assignedTo: staff.id, description: 'The kitchen tap drips, and the floor is wet.' });
    expect(quiet.statusCode, quiet.body).toBe(200);
    expect((await staffChanges(id, { status: 'open' })).statusCode).toBe(200);
    expect(await mailsAbout(id, [s.guest, s.landlord])).toHaveLength(filed);

    expect((await staffChanges(id, { status: 'in_progress' })).statusCode).toBe(200);
    const changed = (await mailsAbout(id, [s.guest, s.landlord])).slice(filed);
    expect(changed).toEqual([
      expect.objectContaining({ kind: 'incident-status', audience: 'landlord', to: s.landlord.email, language: 'es', status: 'in_progress', type: 'Fontanería' }),
      expect.objectContaining({ kind: 'incident-status', audience: 'reporter', to: s.guest.email, language: 'en', status: 'in_progress', link: 'http://habita.test/myroom' }),
    ]);
  });

  it('a refused or failed write writes no mail', async () => {
    const s = await scene(t);
    const id = (await fileIncident(t, s)).json().records[0]._id as string;
    const before = await mailCount();
    const refusals = [
      // A guest may not set the status.
      await staffChanges(id, { status: 'closed' }, s.guest),
      // No such status.
      await staffChanges(id, { status: 'fixed' }),
      // No description.
      await fileIncident(t, s, ''),
      // No such incident type: the database refuses the reference.
      await t.request({
        method: 'POST',
        url: '/api/incidents/',
        headers: { cookie: s.guest.cookie },
        payload: { room: s.room, type: '00000000-0000-4000-8000-000000000000', description: 'Broken' },
      }),
    ];
    for (const refused of refusals) expect(refused.statusCode, refused.body).toBeGreaterThanOrEqual(400);
    expect(refusals.map((r) => r.statusCode).every((status) => status < 500)).toBe(true);
    expect(await mailCount()).toBe(before);
    const [row] = await rows(t.database.db, sql`select status from incidents where id = ${id}`);
    expect(row?.status).toBe('open');
  });
});

describe.each(databaseKinds())('incident mails through SMTP on %s', (kind) => {
  it('reach the reporter, the landlord and the staff inbox, with the link to follow it', async () => {
    const smtp = await startSmtpCapture();
    const t = await startTestApp(kind, { smtpUrl: smtp.url, publicSite: { contact: { email: STAFF_INBOX, phone: '+34 600 000 000' } } });
    try {
      const s = await scene(t);
      const filed = await fileIncident(t, s);
      expect(filed.statusCode, filed.body).toBe(201);
      const id = filed.json().records[0]._id as string;

      const receipt = await smtp.next((mail) => mail.to.includes(s.guest.email), 10_000);
      expect(receipt.subject).toBe('We have received your incident: Plumbing');
      expect(receipt.text).toContain('For this kind of incident we respond within 24 hours.');
      expect(receipt.text).toContain('http://habita.test/myroom');

      const landlordNews = await smtp.next((mail) => mail.to.includes(s.landlord.email), 10_000);
      expect(landlordNews.subject).toMatch(/^Nueva incidencia en Habitación \d+ · Piso de prueba \d+: Fontanería$/);
      expect(landlordNews.text).toContain('“The kitchen tap drips all night.”');
      expect(landlordNews.text).not.toContain('Maya');

      const staffNews = await smtp.next((mail) => mail.to.includes(STAFF_INBOX), 10_000);
      expect(staffNews.subject).toMatch(/^New incident in Room \d+ · Test flat \d+: Plumbing$/);
      expect(staffNews.text).toContain(`Maya reported an incident (Plumbing)`);
      expect(staffNews.text).toContain(`http://habita.test/Incidents?edit=${id}`);

      expect((await t.request({ method: 'PUT', url: `/api/incidents/${id}`, payload: { status: 'resolved' } })).statusCode).toBe(200);
      const resolved = await smtp.next((mail) => mail.to.includes(s.guest.email), 10_000);
      expect(resolved.subject).toBe('Your incident (Plumbing): Resolved');
      expect(resolved.text).toContain('We believe it is fixed.');
      const landlordResolved = await smtp.next((mail) => mail.to.includes(s.landlord.email), 10_000);
      expect(landlordResolved.subject).toMatch(/^Incidencia en Habitación \d+ · Piso de prueba \d+ \(Fontanería\): Resuelta$/);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
