import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { formatCalendarDay, formatPrice } from '../src/web/i18n/format.ts';
import { versionInForce } from '../src/web/features/content/legal-version.ts';
import { ADMIN_STATE } from './support/admin-session.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { trackRequestsInFlight } from './support/requests-settled.ts';

// The public content pages as a visitor reads them (in Spanish, the site's default): the blog
// with its paging, tags and articles, the FAQ search, the help topics, the legal texts, the
// advantages, and the dashboard, for a visitor and for someone signed in. What the pages show
// is checked against what the API answers the same visitor.

test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

interface Listed<T> {
  docs: T[];
  totalDocs: number;
}
type Text = { es: string; en: string };

async function list<T>(request: APIRequestContext, collection: string, query = ''): Promise<Listed<T>> {
  const response = await request.get(`/api/${collection}/?${query}`);
  expect(response.ok(), `GET /api/${collection}/?${query}`).toBe(true);
  return ((await response.json()) as Record<string, Listed<T>>)[collection]!;
}

async function open(page: Page, path: string): Promise<void> {
  const settled = trackRequestsInFlight(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await settled();
}

const cardTitles = (page: Page) => page.getByRole('main').getByRole('article').getByRole('heading');
/** The questions of the FAQ accordions (without the + that opens them). */
const questionsOn = (page: Page) => page.getByRole('main').locator('summary > span:not([aria-hidden])');

test('the blog lists the news newest first, pages through the address and narrows by tag', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const firstPage = await list<{ title: Text }>(page.request, 'noticias', 'limit=6&sort=-publishedAt');
  const secondPage = await list<{ title: Text }>(page.request, 'noticias', 'limit=6&page=2&sort=-publishedAt');
  expect(firstPage.totalDocs, 'the demo has more than one page of news').toBeGreaterThan(6);

  await open(page, '/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect(cardTitles(page)).toHaveText(firstPage.docs.map((item) => item.title.es));
  await expect(page.getByText(`${firstPage.totalDocs} noticias`)).toBeVisible();

  await page.getByRole('button', { name: /Siguiente/ }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(cardTitles(page)).toHaveText(secondPage.docs.map((item) => item.title.es));

  // The page lives in the address: opened directly, it shows the same news.
  await open(page, '/blog?page=2');
  await expect(cardTitles(page)).toHaveText(secondPage.docs.map((item) => item.title.es));
  await expect(page.getByText('Página 2 de 2')).toBeVisible();

  const [tips] = (await list<{ _id: string; slug: string }>(page.request, 'tags', 'slug=consejos')).docs;
  const tagged = await list<{ title: Text }>(page.request, 'noticias', `tags=${tips!._id}&limit=6&sort=-publishedAt`);
  expect(tagged.totalDocs).toBeGreaterThan(0);
  expect(tagged.totalDocs).toBeLessThan(firstPage.totalDocs);
  await open(page, '/blog');
  await page.getByRole('navigation', { name: 'Temas' }).getByRole('link', { name: 'Consejos', exact: true }).click();
  await expect(page).toHaveURL(/\/blog\?tag=consejos$/);
  await expect(cardTitles(page)).toHaveText(tagged.docs.map((item) => item.title.es));
  await expect(page.getByRole('link', { name: 'Consejos', exact: true })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Buscar en el blog').fill('zzqx sin resultados');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/q=zzqx/);
  await expect(page.getByRole('heading', { name: 'Ninguna noticia coincide con «zzqx sin resultados»' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('an article opens with its body and tags, by id or by slug; an unknown one says so', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const [newest] = (await list<{ _id: string; slug: string; title: Text; body: Text; tags: string[] }>(page.request, 'noticias', 'limit=1&sort=-publishedAt')).docs;
  const tags = (await list<{ _id: string; slug: string; name: Text }>(page.request, 'tags', 'limit=100')).docs.filter((tag) => newest!.tags.includes(tag._id));
  expect(tags.length).toBeGreaterThan(0);
  const firstParagraph = /<p>(.*?)<\/p>/.exec(newest!.body.es)![1]!.replace(/<[^>]+>/g, '');

  await open(page, '/blog');
  await page.getByRole('link', { name: newest!.title.es }).click();
  await expect(page).toHaveURL(`/singlenew/${newest!._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title.es);
  await expect(page.getByText(firstParagraph)).toBeVisible();
  const tagList = page.getByRole('list', { name: 'Temas' });
  for (const tag of tags) {
    await expect(tagList.getByRole('link', { name: tag.name.es })).toHaveAttribute('href', `/blog?tag=${tag.slug}`);
  }
  await expect(page.getByRole('region', { name: 'Más noticias' }).getByRole('article')).toHaveCount(3);

  await open(page, `/singlenew/${newest!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(newest!.title.es);

  await tagList.getByRole('link', { name: tags[0]!.name.es }).click();
  await expect(page).toHaveURL(`/blog?tag=${tags[0]!.slug}`);
  await expect(cardTitles(page).first()).toBeVisible();

  await open(page, '/singlenew/no-existe-esta-noticia');
  await expect(page.getByRole('heading', { level: 1, name: 'Noticia no encontrada' })).toBeVisible();
  await page.getByRole('link', { name: 'Ir al blog' }).click();
  await expect(page).toHaveURL('/blog');
  expect(errors).toEqual([]);
});

test('the FAQ search filters questions as you type, without minding accents, and says when none match', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const faqs = await list<{ question: Text }>(page.request, 'faqs', 'limit=100');
  await open(page, '/faq');
  const questions = questionsOn(page);
  await expect(questions).toHaveCount(faqs.totalDocs);

  const search = page.getByLabel('Buscar en las preguntas');
  // "devolveis" without its accent finds "¿Cuándo me devolvéis la fianza?".
  await search.fill('DEVOLVEIS');
  await expect(questions).toHaveText(['¿Cuándo me devolvéis la fianza?']);
  await expect(page.getByText('1 pregunta coincide')).toBeVisible();

  await search.fill('fianza');
  const matching = faqs.docs.filter((faq) => /fianza/i.test(faq.question.es)).length;
  expect(await questions.count()).toBeGreaterThanOrEqual(matching);
  expect(await questions.count()).toBeLessThan(faqs.totalDocs);

  await search.fill('xyzzy ornitorrinco');
  await expect(questions).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Ninguna pregunta coincide con «xyzzy ornitorrinco»' })).toBeVisible();
  await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
  await expect(questions).toHaveCount(faqs.totalDocs);
  expect(errors).toEqual([]);
});

test('help shows the section in the address, and the useful phones as numbers to call', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const sections = (await list<{ _id: string; title: Text }>(page.request, 'indexfaqs', 'sort=order')).docs;
  const section = sections[1]!;
  const questions = (await list<{ question: Text }>(page.request, 'faqs', `section=${section._id}&sort=order`)).docs;

  await open(page, `/help/${section._id}`);
  await expect(page.getByRole('heading', { level: 2, name: section.title.es })).toBeVisible();
  await expect(questionsOn(page)).toHaveText(questions.map((q) => q.question.es));
  const topics = page.getByRole('navigation', { name: 'Temas de ayuda' });
  await expect(topics.getByRole('link', { name: section.title.es })).toHaveAttribute('aria-current', 'page');

  await topics.getByRole('link', { name: 'Teléfonos útiles' }).click();
  await expect(page).toHaveURL('/help/phones');
  const phones = (await list<{ phone: string; city: string | null }>(page.request, 'usefulphones', 'limit=100')).docs;
  const calls = page.getByRole('main').locator('ul a[href^="tel:"]');
  await expect(calls).toHaveCount(phones.length);
  const support = phones.find((p) => p.phone.startsWith('+34 910'))!;
  await expect(page.getByRole('link', { name: new RegExp(support.phone.replace(/\+/g, '\\+')) }).first()).toHaveAttribute(
    'href',
    `tel:${support.phone.replace(/[^\d+]/g, '')}`,
  );

  await page.getByLabel('Ciudad').selectOption('Madrid');
  await expect(page).toHaveURL('/help/phones?city=Madrid');
  await expect(calls).toHaveCount(phones.filter((p) => !p.city || p.city === 'Madrid').length);
  await expect(page.getByRole('main').locator('ul').getByText('Barcelona', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('main').locator('ul').getByText('Madrid', { exact: true }).first()).toBeVisible();
  expect(errors).toEqual([]);
});

for (const [path, collection] of [
  ['/tyc', 'termsconditions'],
  ['/privacy', 'privacypolicies'],
] as const) {
  test(`${path} shows the version in force and since when`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const versions = (await list<{ version: string; effectiveFrom: string; body: Text }>(page.request, collection, 'sort=-effectiveFrom')).docs;
    const today = new Date().toLocaleDateString('sv-SE');
    const { current } = versionInForce(versions, today);
    expect(current, 'the demo has a version in force').not.toBeNull();
    await open(page, path);
    await expect(page.getByText(`Versión ${current!.version}`, { exact: true })).toBeVisible();
    await expect(page.getByText(`En vigor desde el ${formatCalendarDay(current!.effectiveFrom, 'es', 'long')}`, { exact: true })).toBeVisible();
    const firstHeading = /<h2>(.*?)<\/h2>/.exec(current!.body.es)![1]!;
    await expect(page.getByRole('heading', { level: 2, name: firstHeading })).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('an advantage opens from the advantages page, with others for the same audience', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const [audience] = (await list<{ _id: string; name: Text }>(page.request, 'advantagestype', 'sort=order&limit=1')).docs;
  const advantages = (await list<{ _id: string; title: Text; summary: Text }>(page.request, 'advantages', `type=${audience!._id}&sort=order`)).docs;
  const chosen = advantages[0]!;

  await open(page, '/advantages');
  const group = page.getByRole('region', { name: audience!.name.es });
  await expect(group.getByRole('article')).toHaveCount(advantages.length);
  await group.getByRole('link', { name: chosen.title.es }).click();
  await expect(page).toHaveURL(`/singleadvantage/${chosen._id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.title.es);
  await expect(page.getByText(chosen.summary.es, { exact: true })).toBeVisible();
  const others = page.getByRole('region', { name: /Más ventajas para/ });
  await expect(others.getByRole('article')).toHaveCount(advantages.length - 1);

  await open(page, '/singleadvantage/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { level: 1, name: 'Ventaja no encontrada' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the dashboard asks a visitor to sign in', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await open(page, '/dashboard');
  await expect(page.getByRole('heading', { level: 2, name: 'Inicia sesión para ver tu panel' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login?next=%2Fdashboard');
  await expect(page.getByRole('main').getByRole('link', { name: 'Crear una cuenta' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('heading', { name: 'Tus reservas' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the dashboard shows a signed-in person their reservations, payments due and incidents', async ({ browser }) => {
  // The admin, who has chosen English, with a stay of their own made for this test and removed after it.
  const context = await browser.newContext({ storageState: ADMIN_STATE, serviceWorkers: 'block' });
  const api = context.request;
  const page = await context.newPage();
  const errors = collectConsoleErrors(page);
  const created: [string, string][] = [];
  const create = async (collection: string, data: Record<string, unknown>) => {
    const response = await api.post(`/api/${collection}/`, { data });
    expect(response.status(), await response.text()).toBe(201);
    const id = ((await response.json()) as { records: { _id: string }[] }).records[0]!._id;
    created.unshift([collection, id]);
    return id;
  };
  try {
    const { user } = (await (await api.get('/api/auth/session')).json()) as { user: { _id: string; name: string } };
    const [room] = (await list<{ _id: string; name: Text }>(api, 'rooms', 'published=true&limit=1&page=5&sort=_id')).docs;
    const [type] = (await list<{ _id: string; name: Text }>(api, 'incidenttypes', 'limit=1')).docs;
    const reservation = await create('roomreserves', { room: room!._id, user: user._id, startDate: '2031-03-01', endDate: '2031-08-01' });
    await create('paymentoperations', { reservation, user: user._id, kind: 'deposit', amount: 61500, dueDate: '2031-02-15' });
    const description = `The bedroom blind will not go up (${Date.now()})`;
    await create('incidents', { room: room!._id, reportedBy: user._id, type: type!._id, description });

    await open(page, '/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Your dashboard' })).toBeVisible();
    await expect(page.getByText(`Hello, ${user.name}.`, { exact: false })).toBeVisible();

    const reservations = page.getByRole('region', { name: 'Your reservations' });
    const stay = reservations.getByRole('listitem').filter({ hasText: room!.name.en });
    await expect(stay).toContainText(`Move in ${formatCalendarDay('2031-03-01', 'en')} · Move out ${formatCalendarDay('2031-08-01', 'en')}`);
    await expect(stay).toContainText('On hold');

    const payments = page.getByRole('region', { name: 'Payments due' });
    const deposit = payments.getByRole('listitem').filter({ hasText: formatPrice(61500, 'en') });
    await expect(deposit).toContainText('Deposit');
    await expect(deposit).toContainText(`Due on ${formatCalendarDay('2031-02-15', 'en')}`);

    const incidents = page.getByRole('region', { name: 'Your incidents' });
    const incident = incidents.getByRole('listitem').filter({ hasText: description });
    await expect(incident).toContainText(type!.name.en);
    await expect(incident).toContainText('Open');

    const shortcuts = page.getByRole('navigation', { name: 'Shortcuts' });
    await expect(shortcuts.getByRole('link', { name: 'My room' })).toHaveAttribute('href', '/myroom');
    await expect(shortcuts.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/profile');
    await expect(shortcuts.getByRole('link', { name: 'Go to the back-office' })).toHaveAttribute('href', '/admin');
    expect(errors).toEqual([]);
  } finally {
    for (const [collection, id] of created) await api.delete(`/api/${collection}/${id}`);
    await context.close();
  }
});
