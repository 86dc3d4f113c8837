import { expect, request as newRequest, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors.ts';

// Staff money screens end to end, on a payment made for real through the API: a new tenant
// reserves a room and pays the first payment with the sandbox card, which confirms the stay
// and schedules its rent. Then the admin filters the payments to that tenant, records a bank
// transfer for a pending rent, refunds part of the paid first payment and finds the refund in
// the reservation's ledger. The discount panel creates a code.

test.use({ serviceWorkers: 'block' });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PASSWORD = 'Inquilina-e2e-2026!';

interface Operation {
  _id: string;
  kind: string;
  status: string;
  amount: number;
}

async function json<T>(response: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as T;
}

/** A verified tenant, signed in on a context of their own. */
async function newTenant(admin: APIRequestContext, baseURL: string): Promise<{ email: string; tenant: APIRequestContext }> {
  const email = `tenant-${unique()}@habita.test`;
  const tenant = await newRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] }, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
  await json(await tenant.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Paula', role: 'tenant', language: 'en' } }), 202);
  const users = await json<{ users: { docs: { _id: string }[] } }>(await admin.get(`/api/users/?email=${encodeURIComponent(email)}`));
  await json(await admin.post(`/api/auth/users/${users.users.docs[0]!._id}/verify`));
  await json(await tenant.post('/api/auth/login', { data: { email, password: PASSWORD } }));
  return { email, tenant };
}

/** A hold of three months or more, far ahead: the first published room that takes it. */
async function reserve(admin: APIRequestContext, tenant: APIRequestContext): Promise<{ reservation: string; operation: Operation }> {
  const rooms = await json<{ rooms: { docs: { _id: string; published: boolean | null; minMonths: number | null; maxMonths: number | null }[] } }>(
    await admin.get('/api/rooms/?limit=100&published=true'),
  );
  const year = 2031 + Math.floor(Math.random() * 8);
  const month = 1 + Math.floor(Math.random() * 9);
  for (const room of rooms.rooms.docs) {
    const months = Math.max(3, room.minMonths ?? 0);
    if (room.maxMonths !== null && room.maxMonths < months) continue;
    const from = `${year}-${String(month).padStart(2, '0')}-01`;
    const to = `${year + Math.floor((month - 1 + months) / 12)}-${String(((month - 1 + months) % 12) + 1).padStart(2, '0')}-01`;
    const response = await tenant.post('/api/booking/reservations', { data: { room: room._id, from, to } });
    if (response.status() === 201) {
      const body = (await response.json()) as { reservation: { _id: string }; operation: Operation };
      return { reservation: body.reservation._id, operation: body.operation };
    }
  }
  throw new Error('No published room took a three-month stay');
}

/** Pays the operation with the sandbox card that succeeds, and waits for the webhook to land. */
async function pay(tenant: APIRequestContext, operation: Operation): Promise<void> {
  const { checkoutUrl } = await json<{ checkoutUrl: string }>(await tenant.post(`/api/payments/operations/${operation._id}/checkout`, { data: {} }));
  const reference = checkoutUrl.split('/').pop()!;
  const paid = await json<{ outcome: string }>(await tenant.post(`/api/payments/sandbox/${reference}/pay`, { data: { card: '4242 4242 4242 4242', name: 'Paula Test' } }));
  expect(paid.outcome).toBe('succeeded');
  await expect
    .poll(async () => ((await (await tenant.get(`/api/payments/operations/${operation._id}`)).json()) as { operation: Operation }).operation.status, { timeout: 15_000 })
    .toBe('succeeded');
}

async function chooseFilter(page: Page, label: string, value: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).selectOption(value);
}

const payments = (page: Page) => page.getByRole('region', { name: 'Payments', exact: true });

test('staff filter the payments, record a bank transfer, refund part of a payment and see it in the ledger', async ({ page, request, baseURL }) => {
  const errors = collectConsoleErrors(page);
  const { email, tenant } = await newTenant(request, baseURL!);
  const { reservation, operation } = await reserve(request, tenant);
  await pay(tenant, operation);
  await tenant.dispose();

  // The paid first payment and one pending rent per later month of the stay, as the API lists them.
  const listed = await json<{ operations: { docs: Operation[] } }>(await request.get(`/api/payments/operations?q=${encodeURIComponent(email)}&limit=100`));
  const pending = listed.operations.docs.filter((op) => op.status === 'pending').length;
  expect(pending).toBeGreaterThanOrEqual(2);
  expect(listed.operations.docs).toHaveLength(pending + 1);

  // Only this tenant's payments: the search and the status filter go in the address.
  await page.goto(`/payment-control-panel?q=${encodeURIComponent(email)}`);
  await expect(page.getByRole('heading', { name: 'All payments' })).toBeVisible();
  await expect(payments(page).getByRole('row')).toHaveCount(1 + pending + 1); // the header row too
  await chooseFilter(page, 'Status', 'pending');
  await expect(page).toHaveURL(/status=pending/);
  await expect(payments(page).getByRole('row')).toHaveCount(1 + pending);
  await expect(payments(page).getByRole('rowheader').first()).toContainText('Paula');

  // A bank transfer for the first rent: the amount starts at what is owed.
  await payments(page).getByRole('button', { name: /^Record bank transfer/ }).first().click();
  const transfer = page.getByRole('dialog', { name: 'Record a bank transfer' });
  await expect(transfer.getByRole('textbox', { name: 'Amount received (€)' })).not.toHaveValue('');
  await transfer.getByRole('textbox', { name: 'Bank reference' }).fill(`TRF-${unique()}`);
  await transfer.getByRole('button', { name: 'Record transfer' }).click();
  await expect(page.getByText(/Bank transfer recorded for Paula/)).toBeVisible();
  await expect(payments(page).getByRole('row')).toHaveCount(1 + pending - 1);

  // Part of the paid first payment back.
  await chooseFilter(page, 'Status', 'succeeded');
  await chooseFilter(page, 'Kind', 'first_month');
  await expect(page).toHaveURL(/kind=first_month/);
  await expect(payments(page).getByRole('row')).toHaveCount(1 + 1);
  await payments(page).getByRole('button', { name: /^Refund/ }).click();
  const refund = page.getByRole('dialog', { name: 'Refund a payment' });
  await refund.getByRole('radio', { name: 'Part of it' }).check();
  await refund.getByRole('textbox', { name: 'Amount to pay back (€)' }).fill(String(operation.amount / 100 + 1));
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(refund.getByText(/is left to pay back/).first()).toBeVisible();
  await refund.getByRole('textbox', { name: 'Amount to pay back (€)' }).fill('100');
  await refund.getByRole('textbox', { name: 'Reason' }).fill('Broken heating in the first week');
  await refund.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByText(/€100\.00 refunded to Paula/)).toBeVisible();
  await expect(payments(page).getByRole('row').nth(1)).toContainText('€100.00 paid back');

  // The reservation's ledger has the refund, and the totals count it.
  await payments(page).getByRole('button', { name: /^Ledger/ }).click();
  const ledger = page.getByRole('dialog', { name: 'Ledger' });
  await expect(ledger.getByRole('list', { name: 'Ledger entries' })).toContainText('−€100.00');
  await expect(ledger.getByRole('list', { name: 'Ledger entries' })).toContainText(/\+€/);
  await expect(ledger.getByLabel('Totals')).toContainText('Paid back€100.00');
  await ledger.getByRole('button', { name: 'Close' }).click();
  await expect(ledger).toBeHidden();

  // What the screen said is what the server holds.
  const stored = await json<{ totals: { refunded: number } }>(await request.get(`/api/payments/reservations/${reservation}/ledger`));
  expect(stored.totals.refunded).toBe(10_000);
  expect(errors).toEqual([]);
});

test('the discount panel creates a promotion code and lists it', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const code = `E2E${unique().toUpperCase()}`.slice(0, 20);
  await page.goto('/discountPanel');
  await page.getByRole('link', { name: 'New promotion' }).first().click();
  const editor = page.getByRole('region', { name: 'New promotion' });
  const name = editor.getByRole('group', { name: 'Name' });
  await name.locator('input[lang=es]').fill(`Código ${code}`);
  await name.locator('input[lang=en]').fill(`Code ${code}`);
  await editor.getByRole('textbox', { name: 'Code' }).fill(code);
  await editor.getByRole('textbox', { name: 'Percent off' }).fill('15');
  await editor.getByRole('button', { name: 'Create promotion' }).click();

  await expect(page.getByText(`Created “Code ${code}”.`)).toBeVisible();
  await expect(editor).toBeHidden();
  const row = page.getByRole('list', { name: 'Promotions' }).getByRole('listitem').filter({ hasText: code });
  await expect(row).toContainText('15% off');
  await expect(row).toContainText('Running');

  const stored = await json<{ promotions: { docs: { code: string; percentOff: number; active: boolean }[] } }>(
    await request.get(`/api/promotions/?code=${encodeURIComponent(code)}`),
  );
  expect(stored.promotions.docs).toEqual([expect.objectContaining({ code, percentOff: 15, active: true })]);
  expect(errors).toEqual([]);
});
