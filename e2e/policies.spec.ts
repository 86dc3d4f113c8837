import { expect, test, type Page } from '@playwright/test';
import { addMonths } from '../src/catalog/days.ts';
import type { publicConfigRoute } from '../src/contracts/public.ts';
import type { ResponseOf } from '../src/contracts/route.ts';
import { formatCalendarDay } from '../src/web/i18n/format.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { trackRequestsInFlight } from './support/requests-settled.ts';
import { ADMIN_STATE } from './support/admin-session.ts';
import { gotoReady } from './support/app-ready.ts';

// The money rules as visitors read them: the FAQ, the help pages and the terms show the numbers
// the server applies (GET /api/public/config, from src/catalog/policies.ts), never the stored
// placeholders, and say when rent falls due the way the schedule does.

test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

type Policies = ResponseOf<typeof publicConfigRoute>['policies'];

async function open(page: Page, path: string): Promise<void> {
  const settled = trackRequestsInFlight(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await settled();
}

async function policiesOf(page: Page): Promise<Policies> {
  const response = await page.request.get('/api/public/config');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { policies: Policies }).policies;
}

const mainText = async (page: Page) => (await page.getByRole('main').textContent()) ?? '';
const PLACEHOLDER = /\{(fullRefundDays|holdMinutes|rentReminderDays|depositReturnDays|incidentPhotoMonths)\}/;

test('the FAQ states the refund rule, the hold and the rent day as the server applies them', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const policies = await policiesOf(page);
  const stored = await page.request.get('/api/faqs/?limit=100');
  expect(JSON.stringify(await stored.json()), 'the stored answers hold placeholders').toMatch(PLACEHOLDER);

  await open(page, '/faq');
  const text = await mainText(page);
  expect(text).not.toMatch(PLACEHOLDER);
  expect(text).not.toMatch(/1 al 5/);
  await page.getByText('¿Puedo cancelar una reserva?').click();
  await expect(page.getByText(`Si cancelas ${policies.fullRefundDays} días o más antes de la entrada, te devolvemos todo lo pagado.`, { exact: false })).toBeVisible();
  await page.getByText('¿Cuánto tiempo se mantiene mi reserva antes de pagar?').click();
  await expect(page.getByText(`bloqueamos las fechas durante ${policies.holdMinutes} minutos`, { exact: false })).toBeVisible();

  // The search reads the answers as shown: the number finds the question that states it.
  await page.getByLabel('Buscar en las preguntas').fill(`${policies.fullRefundDays} días o más`);
  await expect(page.getByRole('main').locator('summary > span:not([aria-hidden])')).toHaveText(['¿Puedo cancelar una reserva?']);
  expect(errors).toEqual([]);
});

test('the help topic on payments says rent falls due on the move-in day, with the reminder the server sends', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const policies = await policiesOf(page);
  await open(page, '/help');
  await page.getByRole('navigation', { name: 'Temas de ayuda' }).getByRole('link', { name: 'Pagos y fianza' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Pagos y fianza' })).toBeVisible();
  await page.getByText('¿Qué pago al reservar?').click();
  await expect(page.getByText('Cada mes siguiente vence el mismo día del mes en que entras', { exact: false })).toBeVisible();
  await expect(page.getByText(`te avisamos por correo ${policies.rentReminderDays} días antes`, { exact: false })).toBeVisible();
  const text = await mainText(page);
  expect(text).not.toMatch(PLACEHOLDER);
  expect(text).toContain(`${policies.depositReturnDays} días tras la salida`);
  expect(text).toContain('escríbenos: te damos nuestros datos bancarios');
  expect(errors).toEqual([]);
});

test('the terms in force state the same rules', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const policies = await policiesOf(page);
  await open(page, '/tyc');
  await expect(page.getByRole('heading', { level: 2, name: '4. Cancelación' })).toBeVisible();
  const text = await mainText(page);
  expect(text).not.toMatch(PLACEHOLDER);
  expect(text).toContain(`si cancelas ${policies.fullRefundDays} días o más antes de la entrada, te devolvemos todo lo pagado`);
  expect(text).toContain(`bloqueamos las fechas durante ${policies.holdMinutes} minutos`);
  expect(text).toContain('vence el mismo día del mes en que empieza la estancia');
  expect(text).toContain(`${policies.depositReturnDays} días tras la salida`);
  expect(text).not.toMatch(/días 1 y 5|Entre 30 y 7 días/);
  expect(errors).toEqual([]);
});

test('the privacy policy in force says when incident photos are deleted, with the job’s months', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const policies = await policiesOf(page);
  await open(page, '/privacy');
  await expect(page.getByRole('heading', { level: 2, name: 'Qué datos tratamos y para qué' })).toBeVisible();
  const text = await mainText(page);
  expect(text).not.toMatch(PLACEHOLDER);
  expect(text).toContain(`las borramos ${policies.incidentPhotoMonths} meses después de que la incidencia quede resuelta o cerrada`);
  expect(errors).toEqual([]);
});

test.describe('before paying', () => {
  test.use({ storageState: ADMIN_STATE });

  test('the reservation dialog names the next rent day, the quote’s and the move-in day’s date', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const rooms = (await (await page.request.get('/api/public/rooms?limit=20')).json()) as { rooms: { docs: { _id: string; property: { _id: string } }[] } };
    const listed = rooms.rooms.docs[3 % rooms.rooms.docs.length]!;
    const answer = (await (await page.request.get(`/api/public/properties/${listed.property._id}`)).json()) as {
      rooms: { _id: string; minMonths: number | null; maxMonths: number | null }[];
    };
    const room = answer.rooms.find((candidate) => candidate._id === listed._id)!;
    const length = Math.min(Math.max(room.minMonths ?? 1, 3), room.maxMonths ?? Infinity);
    // The 14th of a month years ahead, different on every run: rent falls due on each month's 14th.
    const year = 2032 + Math.floor(Math.random() * 60);
    const from = `${year}-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-14`;
    const to = addMonths(from, length);
    const quote = await page.request.post('/api/booking/quote', { data: { room: listed._id, from, to } });
    expect(quote.ok(), await quote.text()).toBe(true);
    const months = ((await quote.json()) as { quote: { months: { dueDate: string }[] } }).quote.months;
    expect(months.length).toBeGreaterThan(1);
    expect(months.map((m) => m.dueDate.slice(8))).toEqual(months.map(() => '14'));

    await gotoReady(page, `/singleproperty/${listed.property._id}?room=${listed._id}&from=${from}&to=${to}`);
    await page.getByRole('button', { name: /^(Reservar|Reserve)$/ }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('button', { name: /(Confirmar y pagar|Confirm and pay) €/ })).toBeEnabled();
    await expect(dialog.getByText(/(vence el mismo día del mes en que entras|falls due on the same day of the month as your move-in day)/)).toBeVisible();
    const said = (await dialog.getByText(/(el próximo, el|the next on)/).textContent()) ?? '';
    const named = (['es', 'en'] as const).map((language) => formatCalendarDay(months[1]!.dueDate, language));
    expect(named.some((day) => said.includes(day)), `"${said}" names ${months[1]!.dueDate}`).toBe(true);
    expect(errors).toEqual([]);
  });
});
