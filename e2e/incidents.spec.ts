import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { addDays, utcToday } from '../src/catalog/days.ts';
import { formatCalendarDay } from '../src/web/i18n/format.ts';
import { ADMIN_STATE } from './support/admin-session.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { linkInOutbox, linkParts, OUTBOX } from './support/outbox.ts';

// My room offers a tenant the incident form only while the server takes reports for the stay:
// from the day before move-in to two weeks after move-out. A stay two months away says when
// reporting opens, one long over says when it closed, and a report filed from the stay under
// way arrives, with the receipt mailed to the tenant.

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const PASSWORD = 'gazpacho en la nevera 2026';
const day = (offset: number) => addDays(utcToday(), offset);

type Docs<T> = Record<string, { docs: T[] }>;

/** A confirmed (or completed) stay of `user` in the first of these rooms free on those dates; its id. */
async function stayIn(admin: APIRequestContext, rooms: string[], user: string, from: string, to: string, status: string): Promise<{ id: string; room: string }> {
  for (const room of rooms) {
    const made = await admin.post('/api/roomreserves/', { data: { room, user, startDate: from, endDate: to, status } });
    if (made.status() === 201) return { id: ((await made.json()) as { records: { _id: string }[] }).records[0]!._id, room };
    expect(made.status(), await made.text()).toBe(409);
  }
  throw new Error(`No room free from ${from} to ${to}`);
}

async function mailTo(email: string, subject: RegExp): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    for (const file of (await readdir(OUTBOX).catch(() => [] as string[])).filter((name) => name.includes('incident-reported'))) {
      const mail = await simpleParser(await readFile(join(OUTBOX, file)));
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (to.some((address) => address.value.some((v) => v.address === email)) && subject.test(mail.subject ?? '')) return mail.text ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No incident receipt to ${email} in ${OUTBOX}`);
}

test('My room offers the incident form only while the stay takes reports, and says when it opens or closed', async ({ browser }) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const tenant = await browser.newContext({
    storageState: { cookies: [], origins: [{ origin: ORIGIN, localStorage: [{ name: 'habita.lang', value: 'en' }] }] },
    serviceWorkers: 'block',
  });
  const created: [string, string][] = [];
  try {
    const email = `tenant-incidents-${Date.now().toString(36)}@example.com`;
    const api = tenant.request;
    expect((await api.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Nora', role: 'tenant', language: 'en' } })).status()).toBe(202);
    expect((await api.post('/api/auth/verification', { data: linkParts(await linkInOutbox(email, 'verification')) })).status()).toBe(200);
    expect((await api.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
    const { user } = (await (await api.get('/api/auth/session')).json()) as { user: { _id: string } };

    const rooms = ((await (await admin.request.get('/api/rooms/?published=true&limit=40&page=2&sort=_id')).json()) as Docs<{ _id: string }>).rooms!.docs.map(
      (room) => room._id,
    );
    const now = await stayIn(admin.request, rooms, user._id, day(-10), day(80), 'confirmed');
    const later = await stayIn(admin.request, rooms.filter((room) => room !== now.room), user._id, day(60), day(150), 'confirmed');
    const over = await stayIn(admin.request, rooms, user._id, day(-200), day(-60), 'completed');
    created.push(['roomreserves', now.id], ['roomreserves', later.id], ['roomreserves', over.id]);

    const page = await tenant.newPage();
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/myroom');
    await expect(page.getByRole('heading', { level: 1, name: 'My room' })).toBeVisible();
    const current = page.getByRole('region', { name: 'Now' }).getByRole('article');
    const upcoming = page.getByRole('region', { name: 'Upcoming stays' }).getByRole('article');
    await expect(current).toHaveCount(1);
    await expect(upcoming).toHaveCount(1);

    // The stay two months away: no form the server would refuse, and the day it opens.
    await expect(upcoming.getByRole('button', { name: 'Send incident' })).toHaveCount(0);
    const opens = upcoming.getByRole('note');
    await expect(opens).toHaveText(`You can report incidents in this room from ${formatCalendarDay(day(59), 'en', 'long')}, the day before you move in.`);
    await opens.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/incidents-upcoming-1280.png' });

    // The stay long over, folded away: when reporting closed, and where to write instead.
    await page.getByText('Past stay (1)').click();
    const past = page.getByRole('main').locator('details').getByRole('article');
    await expect(past.getByRole('button', { name: 'Send incident' })).toHaveCount(0);
    await expect(past.getByRole('note')).toContainText(`Reporting incidents for this stay closed on ${formatCalendarDay(day(-46), 'en', 'long')}, 14 days after you moved out.`);
    await expect(past.getByRole('link', { name: 'Need anything else? Write to us' })).toHaveAttribute('href', '/help');
    await past.getByRole('note').scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/incidents-past-1280.png' });

    // The stay under way takes a report, and the tenant gets the receipt.
    const description = `The radiator in the bedroom is cold (${Date.now()})`;
    await current.getByLabel('Kind of problem').selectOption({ index: 1 });
    await current.getByLabel('Description').fill(description);
    await current.getByRole('button', { name: 'Send incident' }).click();
    await expect(current.getByRole('status')).toHaveText('Incident sent. We will keep you posted on how it goes.');
    await expect(current.getByRole('listitem').filter({ hasText: description })).toContainText('Open');
    await page.screenshot({ path: '/tmp/incidents-current-1280.png', fullPage: true });
    const receipt = await mailTo(email, /^We have received your incident: /);
    expect(receipt).toContain(`${ORIGIN}/myroom`);
    const incidents = (await (await admin.request.get(`/api/incidents/?reportedBy=${user._id}`)).json()) as Docs<{ _id: string }>;
    for (const incident of incidents.incidents!.docs) created.unshift(['incidents', incident._id]);

    await page.setViewportSize({ width: 390, height: 844 });
    await opens.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/incidents-upcoming-390.png' });
    await current.getByRole('heading', { name: 'Incidents', exact: true }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/incidents-current-390.png' });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  } finally {
    for (const [collection, id] of created) await admin.request.delete(`/api/${collection}/${id}`);
    await tenant.close();
    await admin.close();
  }
});
