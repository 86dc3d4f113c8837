import { expect, request, test, type Page } from '@playwright/test';
import { ADMIN_STATE } from './support/admin-session.ts';
import { gotoReady } from './support/app-ready.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { trackRequestsInFlight } from './support/requests-settled.ts';

// The home page and the three public forms as a visitor (Spanish, no session) uses them:
// search from the home page, see the featured rooms, and send each form, with the records
// checked afterwards through the API as the back-office sees them.

test.use({ storageState: { cookies: [], origins: [] } });

const unique = (who: string) => `${who}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
const pad = (n: number) => String(n).padStart(2, '0');

/** The 15th of next month, and of six months after it: no month-end arithmetic in the test. */
function stay(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() + 1, 15);
  const last = new Date(first.getFullYear(), first.getMonth() + 6, 15);
  const day = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-15`;
  return { from: day(first), to: day(last) };
}

/** A collection's records whose `field` holds `value`, read by the admin. */
async function recordsAsAdmin(baseURL: string, collection: string, field: string, value: string): Promise<Record<string, unknown>[]> {
  const admin = await request.newContext({ baseURL, storageState: ADMIN_STATE });
  try {
    const response = await admin.get(`/api/${collection}/search/`, { params: { searchString: value, searchField: field } });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as Record<string, { docs: Record<string, unknown>[] }>;
    return body[collection]!.docs;
  } finally {
    await admin.dispose();
  }
}

let consoleErrors: string[];
let settled: () => Promise<void>;

test.beforeEach(({ page }) => {
  consoleErrors = collectConsoleErrors(page);
  settled = trackRequestsInFlight(page);
});

test.afterEach(async () => {
  await settled();
  expect(consoleErrors).toEqual([]);
});

async function expectFieldError(page: Page, label: string | RegExp, message: string) {
  const control = page.getByLabel(label);
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  await expect(control).toHaveAccessibleDescription(new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
}

test('the home page shows the featured rooms and searches by place and stay', async ({ page }) => {
  await gotoReady(page, '/');
  await expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu próxima habitación' })).toBeVisible();
  const featured = page.getByRole('region', { name: /Habitaciones destacadas|Las últimas habitaciones/ });
  await expect(featured.getByRole('article')).toHaveCount(6);
  await expect(featured.getByRole('article').first()).toContainText('/mes');

  const search = page.getByRole('search', { name: 'Buscar habitación' });
  await search.getByLabel('Fecha de entrada').fill('2020-01-01');
  await search.getByLabel('Duración de la estancia').selectOption('6');
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expectFieldError(page, 'Fecha de entrada', 'La fecha de entrada no puede ser anterior a hoy.');
  await expect(page).toHaveURL(/\/$/);

  const { from, to } = stay();
  await search.getByLabel('Ciudad o barrio').fill('Valencia');
  await search.getByLabel('Fecha de entrada').fill(from);
  await search.getByRole('button', { name: 'Buscar' }).click();
  await expect(page).toHaveURL(/\/searchproperties\?/);
  const params = new URL(page.url()).searchParams;
  expect([params.get('q'), params.get('from'), params.get('to')]).toEqual(['Valencia', from, to]);
});

test('the hero photo shows once the page has been taken over, though it came before the code', async ({ page }) => {
  // The app's code held back, so the preloaded photo has loaded (and fired its load event) before
  // React takes the page over: the photo must fade in all the same.
  await page.route(/\/js\/index\.[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await gotoReady(page, '/');
  const photo = page.locator('img[fetchpriority="high"]');
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(photo).toHaveClass(/opacity-100/);
  await expect(photo).toBeVisible();
});

test('the landlord form shows problems at their fields, keeps the text, then sends', async ({ page, baseURL }) => {
  await gotoReady(page, '/landlord');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alquila tu vivienda con Habita');
  const form = page.getByRole('region', { name: 'Cuéntanos sobre tu vivienda' });
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectFieldError(page, /^Nombre y apellidos/, 'Este campo es obligatorio.');
  await expectFieldError(page, /^Correo electrónico/, 'Este campo es obligatorio.');
  await expect(page.getByLabel(/^Nombre y apellidos/)).toBeFocused();

  await page.getByLabel(/^Nombre y apellidos/).fill('Lucía Gómez');
  await page.getByLabel(/^Correo electrónico/).fill('lucia@');
  await page.getByLabel(/^Ciudad/).fill('Madrid');
  await page.getByLabel(/^Número de habitaciones/).fill('4');
  await page.getByLabel(/^Mensaje/).fill('Piso de cuatro habitaciones en Chamberí.');
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectFieldError(page, /^Correo electrónico/, 'Escribe un correo como nombre@ejemplo.com.');
  await expect(page.getByLabel(/^Nombre y apellidos/)).toHaveValue('Lucía Gómez');
  await expect(page.getByLabel(/^Mensaje/)).toHaveValue('Piso de cuatro habitaciones en Chamberí.');

  const email = unique('lucia');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByRole('button', { name: 'Enviar' }).click();
  const confirmation = form.getByRole('status');
  await expect(confirmation).toContainText('¡Gracias, Lucía!');
  await expect(confirmation).toContainText(email);
  await expect(confirmation).toBeFocused();

  const [record, ...others] = await recordsAsAdmin(baseURL!, 'landlordcontacts', 'email', email);
  expect(others).toEqual([]);
  expect(record).toMatchObject({ name: 'Lucía Gómez', email, city: 'Madrid', roomCount: 4, message: 'Piso de cuatro habitaciones en Chamberí.', status: 'new' });
});

test('the investor form shows problems at their fields, keeps the text, then sends', async ({ page, baseURL }) => {
  await gotoReady(page, '/investor');
  const form = page.getByRole('region', { name: 'Hablemos de tu inversión' });
  await page.getByLabel(/^Nombre y apellidos/).fill('Jorge Martín');
  await page.getByLabel(/^Correo electrónico/).fill('jorge.example.com');
  await page.getByLabel(/^Empresa/).fill('Inversiones Martín');
  await page.getByLabel(/^Presupuesto/).selectOption('250k-500k');
  await expect(page.getByLabel(/^Presupuesto/).locator('option:checked')).toHaveText(/^De 250\.000\s€ a 500\.000\s€$/);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expectFieldError(page, /^Correo electrónico/, 'Escribe un correo como nombre@ejemplo.com.');
  await expect(page.getByLabel(/^Empresa/)).toHaveValue('Inversiones Martín');

  const email = unique('jorge');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await form.getByRole('button', { name: 'Enviar' }).click();
  await expect(form.getByRole('status')).toContainText(email);

  const [record] = await recordsAsAdmin(baseURL!, 'investors', 'email', email);
  expect(record).toMatchObject({ name: 'Jorge Martín', company: 'Inversiones Martín', budgetMin: 25_000_000, budgetMax: 50_000_000, status: 'lead' });
});

test('work with us sends an application with a PDF, and refuses a Word file', async ({ page, baseURL }) => {
  await gotoReady(page, '/workwithus');
  const cv = page.getByLabel(/^CV/);
  await cv.setInputFiles({ name: 'cv.docx', mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', buffer: Buffer.from('PK\u0003\u0004 a word file') });
  await expectFieldError(page, /^CV/, 'Este tipo de archivo no se admite.');
  await page.getByRole('button', { name: 'Quitar cv.docx' }).click();
  await expect(page.getByText('Ningún archivo elegido')).toBeVisible();

  const email = unique('marta');
  await page.getByLabel(/^Nombre y apellidos/).fill('Marta Ruiz');
  await page.getByLabel(/^Correo electrónico/).fill(email);
  await expect(page.getByLabel(/^Asunto/)).toHaveValue('Candidatura para trabajar en Habita');
  await page.getByLabel(/^Preséntate/).fill('Cinco años en atención al cliente, en español e inglés.');
  await cv.setInputFiles({ name: 'marta-cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n') });
  await expect(page.getByText('marta-cv.pdf')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar candidatura' }).click();
  await expect(page.getByRole('region', { name: 'Envíanos tu candidatura' }).getByRole('status')).toContainText(email);

  const [record] = await recordsAsAdmin(baseURL!, 'contacts', 'email', email);
  expect(record).toMatchObject({ name: 'Marta Ruiz', subject: 'Candidatura para trabajar en Habita', status: 'new' });
  expect(record!.attachment).toMatchObject({ name: 'marta-cv.pdf', contentType: 'application/pdf' });
});
