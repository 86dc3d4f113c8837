import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { samplePngBytes } from '../src/server/testing/samples.ts';

// The generic back-office screen, end to end, the way a member of staff uses it: create,
// search, edit, remove and restore, delete for good, in three collections (plain text, a
// reference picked by search, an image upload), and a refusal from the server shown at its
// field with everything typed still there.

// Each test walks a whole workflow (thirty-odd steps) and axe checks every node of a full
// table page: on a busy two-core machine that takes longer than the default minute.
test.describe.configure({ timeout: 180_000 });

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

function notice(page: Page, text: string | RegExp): Locator {
  return page.getByRole('status').filter({ hasText: text });
}

/** The chosen record shown above a reference picker (it holds the Clear button). */
function chosen(page: Page, label: string): Locator {
  return page.locator('div').filter({ has: page.getByRole('button', { name: `Clear ${label}`, exact: true }) }).last();
}

function row(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

async function search(page: Page, text: string, field?: string): Promise<void> {
  if (field) await page.getByLabel('Search in').selectOption({ label: field });
  await page.getByLabel('Search for').fill(text);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

/** Soft remove, restore from the removed view, then delete for good after typing DELETE. */
async function removeRestoreAndDelete(page: Page, title: string, singular: string, findRow = (): Locator => row(page, title)): Promise<void> {
  await findRow().getByRole('button', { name: /^Remove/ }).click();
  const confirm = page.getByRole('dialog', { name: `Remove “${title}”?` });
  await expect(confirm).toContainText('You can restore it from Removed.');
  await confirm.getByRole('button', { name: `Remove ${singular}` }).click();
  await expect(notice(page, `Removed “${title}”.`)).toBeVisible();
  await expect(findRow()).toHaveCount(0);

  await page.getByRole('button', { name: 'Removed', exact: true }).click();
  await expect(page).toHaveURL(/view=removed/);
  await findRow().getByRole('button', { name: /^Restore/ }).click();
  await expect(notice(page, `Restored “${title}”.`)).toBeVisible();
  await expect(findRow()).toHaveCount(0);

  await page.getByRole('button', { name: 'Active', exact: true }).click();
  await expect(findRow()).toBeVisible();
  await findRow().getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog', { name: `Remove “${title}”?` }).getByRole('button', { name: `Remove ${singular}` }).click();
  await expect(findRow()).toHaveCount(0);

  await page.getByRole('button', { name: 'Removed', exact: true }).click();
  await findRow().getByRole('button', { name: /^Delete permanently/ }).click();
  const hard = page.getByRole('dialog', { name: `Delete “${title}” permanently?` });
  const deleteButton = hard.getByRole('button', { name: 'Delete permanently' });
  await expect(deleteButton).toBeDisabled();
  await hard.getByLabel('Type DELETE to confirm').fill('DELETE');
  await deleteButton.click();
  await expect(notice(page, `Deleted “${title}” permanently.`)).toBeVisible();
  await expect(findRow()).toHaveCount(0);
}

test('tags: create, search, sort, edit, undo a removal, restore and delete for good', async ({ page }) => {
  const slug = `e2e-tag-${unique()}`;
  const name = `Etiqueta ${slug}`;
  await page.goto('/Tags');
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
  await expect(page.getByText(/in total/)).toBeVisible();

  await page.getByRole('link', { name: 'New tag' }).click();
  await expect(page).toHaveURL(/new=1/);
  const nameGroup = page.getByRole('group', { name: 'Name' });
  await nameGroup.getByLabel('Spanish').fill(name);
  await nameGroup.getByLabel('English').fill(`Tag ${slug}`);
  await page.getByLabel('Slug').fill(slug);
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(notice(page, `Created “${name}”.`)).toBeVisible();
  await expect(page).not.toHaveURL(/new=1/);

  await search(page, slug, 'Slug');
  await expect(page.getByText(`1 match for “${slug}” in Slug`)).toBeVisible();
  await expect(row(page, name)).toBeVisible();
  // The search lives in the address: a reload lands on the same results.
  await page.reload();
  await expect(page.getByLabel('Search for')).toHaveValue(slug);
  await expect(row(page, name)).toBeVisible();

  const slugHeader = page.getByRole('columnheader', { name: 'Slug' });
  await expect(slugHeader).toHaveAttribute('aria-sort', 'ascending');
  await slugHeader.getByRole('button').click();
  await expect(slugHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(page).toHaveURL(/sort=-slug/);
  await page.goBack();
  await expect(slugHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByLabel('Search for')).toHaveValue(slug);

  await row(page, name).getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit tag: ${name}` })).toBeVisible();
  await page.getByRole('group', { name: 'Name' }).getByLabel('English').fill(`Tag ${slug} edited`);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, `Saved “${name}”.`)).toBeVisible();
  await expect(row(page, name)).toBeVisible();

  // Undo straight from the notice brings it back.
  await row(page, name).getByRole('button', { name: /^Remove/ }).click();
  await page.getByRole('dialog', { name: `Remove “${name}”?` }).getByRole('button', { name: 'Remove tag' }).click();
  await expect(row(page, name)).toHaveCount(0);
  await notice(page, `Removed “${name}”.`).getByRole('button', { name: 'Undo' }).click();
  await expect(notice(page, `Restored “${name}”.`)).toBeVisible();
  await expect(row(page, name)).toBeVisible();

  await removeRestoreAndDelete(page, name, 'tag');
  const gone = await page.request.get(`/api/tags/search/?searchField=slug&searchString=${slug}&includeDeleted=true`);
  expect((await gone.json()).tags.totalDocs).toBe(0);
});

test('room services: a reference picked by searching its title', async ({ page }) => {
  const name = `Servicio e2e ${unique()}`;
  await page.goto('/RoomInfoIcons?new=1');
  await page.getByRole('group', { name: 'Name' }).getByLabel('Spanish').fill(name);
  await page.getByLabel('Icon').fill('wifi');

  const category = page.getByRole('combobox', { name: 'Category' });
  await category.fill('Conf');
  await page.getByRole('option', { name: /Confort/ }).click();
  await expect(chosen(page, 'category')).toContainText('Confort');
  await page.getByRole('button', { name: 'Create room service' }).click();
  await expect(notice(page, `Created “${name}”.`)).toBeVisible();

  await search(page, name);
  await expect(row(page, name)).toContainText('Confort');

  await row(page, name).getByRole('link', { name: /^Edit/ }).click();
  await expect(chosen(page, 'category')).toContainText('Confort');
  await page.getByRole('button', { name: 'Clear category' }).click();
  await expect(chosen(page, 'category')).toHaveCount(0);
  // The keyboard way: type, arrow down to the match, Enter.
  const picker = page.getByRole('combobox', { name: 'Category' });
  await picker.fill('esencial');
  await expect(page.getByRole('option', { name: /Lo esencial/ })).toBeVisible();
  await picker.press('ArrowDown');
  await picker.press('Enter');
  await expect(chosen(page, 'category')).toContainText('Lo esencial');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, `Saved “${name}”.`)).toBeVisible();
  await expect(row(page, name)).toContainText('Lo esencial');

  await removeRestoreAndDelete(page, name, 'room service');
});

test('room images: upload with a preview, a thumbnail in the table, replace the image', async ({ page }) => {
  const stamp = unique();
  const alt = `Foto e2e ${stamp}`;
  const fileName = `e2e-${stamp}.png`;
  const replacement = `e2e-${stamp}-b.png`;
  const png = await samplePngBytes();
  const imageRow = (name: string) => () => page.getByRole('row').filter({ has: page.getByRole('img', { name }) });

  await page.goto('/RoomImages');
  await page.getByRole('link', { name: 'New room image' }).click();
  const room = page.getByRole('combobox', { name: 'Room' });
  await room.fill('Estudio 5');
  const option = page.getByRole('option', { name: /Estudio 5/ }).first();
  const roomShortId = ((await option.locator('span').last().textContent()) ?? '').trim();
  expect(roomShortId).toMatch(/^[0-9a-f]{8}$/);
  await option.click();
  await expect(chosen(page, 'room')).toContainText('Estudio 5');
  await page.locator('input[type=file]').setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: `Preview of ${fileName}` })).toBeVisible();
  await page.getByRole('group', { name: 'Alt text' }).getByLabel('Spanish').fill(alt);
  await page.getByRole('button', { name: 'Create room image' }).click();
  await expect(notice(page, `Created “${alt}”.`)).toBeVisible();

  // Search by the room: the search box is a picker of rooms.
  const searchBox = page.getByRole('combobox', { name: 'Search for' });
  await searchBox.fill('Estudio 5');
  await page.getByRole('option').filter({ hasText: roomShortId }).click();
  await expect(page).toHaveURL(/q=[0-9a-f-]{36}/);
  const thumbnail = imageRow(fileName)().getByRole('img', { name: fileName });
  await expect(thumbnail).toBeVisible();
  await expect(thumbnail).toHaveAttribute('src', /^\/files\/.+-sm\.webp$/);

  await imageRow(fileName)().getByRole('link', { name: /^Edit/ }).click();
  await expect(page.getByRole('img', { name: `Preview of ${fileName}` })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: replacement, mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: `Preview of ${replacement}` })).toBeVisible();
  await expect(page.getByRole('img', { name: `Preview of ${fileName}` })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, `Saved “${alt}”.`)).toBeVisible();
  await expect(imageRow(replacement)()).toBeVisible();

  await removeRestoreAndDelete(page, alt, 'room image', imageRow(replacement));
});

test('properties: several images, put in order and taken out', async ({ page, request }) => {
  const png = await samplePngBytes();
  const title = `Piso e2e ${unique()}`;
  const created = await request.post('/api/properties/', { data: { title: { es: title }, address: 'Carrer Major 1', city: 'Valencia' } });
  expect(created.status()).toBe(201);
  const id = (await created.json()).records[0]._id as string;

  await page.goto(`/Properties?edit=${id}`);
  const files = page.locator('input[type=file]');
  await files.setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: png },
    { name: 'second.png', mimeType: 'image/png', buffer: png },
    { name: 'third.png', mimeType: 'image/png', buffer: png },
  ]);
  await expect(page.getByText('3 of 30')).toBeVisible();
  await page.getByRole('button', { name: 'Move third.png earlier' }).click();
  await page.getByRole('button', { name: 'Remove first.png' }).click();
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(notice(page, `Saved “${title}”.`)).toBeVisible();

  const saved = await (await request.get(`/api/properties/${id}`)).json();
  expect(saved.record.images.map((file: { name: string }) => file.name)).toEqual(['third.png', 'second.png']);
  expect(saved.record.address).toBe('Carrer Major 1');
  await request.delete(`/api/properties/${id}`);
});

test('a value another record already has: the message shows at its field and nothing typed is lost', async ({ page }) => {
  const slug = `e2e-dup-${unique()}`;
  const created = await page.request.post('/api/tags/', { data: { name: { es: `Primera ${slug}` }, slug } });
  expect(created.status()).toBe(201);

  await page.goto('/Tags?new=1');
  const spanish = page.getByRole('group', { name: 'Name' }).getByLabel('Spanish');
  await spanish.fill(`Segunda ${slug}`);
  const slugInput = page.getByLabel('Slug');
  await slugInput.fill(slug);
  await page.getByRole('button', { name: 'Create tag' }).click();

  await expect(page.getByRole('alert')).toContainText('another record already has this value');
  await expect(slugInput).toHaveAttribute('aria-invalid', 'true');
  await expect(slugInput).toHaveAccessibleDescription(/another record already has this value/);
  await expect(slugInput).toBeFocused();
  await expect(spanish).toHaveValue(`Segunda ${slug}`);
  await expect(slugInput).toHaveValue(slug);

  // Fixing the value clears the message at the field and the record is created.
  await slugInput.fill(`${slug}-2`);
  await expect(slugInput).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('button', { name: 'Create tag' }).click();
  await expect(notice(page, `Created “Segunda ${slug}”.`)).toBeVisible();
});

test('client checks name the field before anything is sent', async ({ page }) => {
  await page.goto('/InfoExtras?new=1');
  await page.getByLabel('Monthly price').fill('12,345');
  await page.getByRole('button', { name: 'Create optional extra' }).click();
  await expect(page.getByRole('group', { name: 'Name' })).toContainText('Required');
  await expect(page.getByRole('group', { name: 'Name' }).getByLabel('Spanish')).toBeFocused();
  await expect(page.getByLabel('Monthly price')).toHaveAccessibleDescription('Use at most 2 decimals (cents)');
});

test('CSV export of the current search', async ({ page }) => {
  const slug = `e2e-csv-${unique()}`;
  for (const [n, es] of [[1, '=cmd|calc'], [2, 'Coma, "comillas"']] as const) {
    const created = await page.request.post('/api/tags/', { data: { name: { es, en: `CSV ${n}` }, slug: `${slug}-${n}` } });
    expect(created.status()).toBe(201);
  }
  await page.goto('/Tags');
  await search(page, slug, 'Slug');
  await expect(page.getByText(`2 matches for “${slug}” in Slug`)).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^tags-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await (await download.createReadStream()).toArray()).map(String).join('');
  const lines = text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('ID,Name (es),Name (en),Slug,Created,Updated');
  expect(lines).toHaveLength(3);
  expect(lines[1]).toContain(`,'=cmd|calc,CSV 1,${slug}-1,`);
  expect(lines[2]).toContain(`,"Coma, ""comillas""",CSV 2,${slug}-2,`);
  await expect(notice(page, 'Exported 2 rows')).toBeVisible();
});

test('pages on and back are read from the rows shown, and an export of several pages has every row once', async ({ page }) => {
  const slug = `e2e-pages-${unique()}`;
  const count = 105;
  const padded = (n: number) => `${slug}-${String(n).padStart(3, '0')}`;
  for (let start = 1; start <= count; start += 15) {
    const batch = Array.from({ length: Math.min(15, count - start + 1) }, (_, i) => start + i);
    const created = await Promise.all(batch.map((n) => page.request.post('/api/tags/', { data: { name: { es: `Página ${n}`, en: `Page ${n}` }, slug: padded(n) } })));
    expect(created.map((response) => response.status())).toEqual(batch.map(() => 201));
  }
  await page.goto(`/Tags?q=${slug}&field=slug&sort=slug&limit=10`);
  const pager = page.getByRole('navigation', { name: 'Tags pages' });
  await expect(pager).toContainText('1–10 of 105');
  await expect(row(page, padded(1))).toBeVisible();

  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(page).toHaveURL(/page=2&after=[0-9a-f-]{36}/);
  await expect(pager).toContainText('11–20 of 105');
  await expect(row(page, padded(11))).toBeVisible();
  await expect(row(page, padded(10))).toHaveCount(0);
  await pager.getByRole('button', { name: 'Next page' }).click();
  await expect(pager).toContainText('21–30 of 105');
  await expect(row(page, padded(30))).toBeVisible();

  await pager.getByRole('button', { name: 'Previous page' }).click();
  await expect(page).toHaveURL(/page=2&before=[0-9a-f-]{36}/);
  await expect(row(page, padded(11))).toBeVisible();
  await expect(row(page, padded(20))).toBeVisible();
  await expect(row(page, padded(21))).toHaveCount(0);
  // The address holds the record: a reload shows the same page.
  await page.reload();
  await expect(row(page, padded(11))).toBeVisible();
  await expect(pager).toContainText('11–20 of 105');

  // Two pages of the export (100 a page), each read on from the last record of the one before.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const text = (await (await download.createReadStream()).toArray()).map(String).join('');
  const slugs = text.match(new RegExp(`${slug}-\\d{3}`, 'g')) ?? [];
  expect(slugs).toEqual(Array.from({ length: count }, (_, i) => padded(i + 1)));
  await expect(notice(page, 'Exported 105 rows')).toBeVisible();
});

test('a second Next while the next page loads goes on from that page, not from the rows still shown', async ({ page }) => {
  const slug = `e2e-fast-${unique()}`;
  const count = 25;
  const padded = (n: number) => `${slug}-${String(n).padStart(3, '0')}`;
  const created = await Promise.all(
    Array.from({ length: count }, (_, i) => page.request.post('/api/tags/', { data: { name: { es: `Rápida ${i + 1}` }, slug: padded(i + 1) } })),
  );
  expect(created.map((response) => response.status())).toEqual(created.map(() => 201));
  await page.goto(`/Tags?q=${slug}&field=slug&sort=slug&limit=10`);
  const pager = page.getByRole('navigation', { name: 'Tags pages' });
  await expect(pager).toContainText('1–10 of 25');

  // Pages read from a record answer slowly: the table still shows page 1 at the second click.
  await page.route(/\/api\/tags\/search\/\?.*after=/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  const next = pager.getByRole('button', { name: 'Next page' });
  await next.click();
  await expect(page).toHaveURL(/page=2/);
  await next.click();
  await expect(page).toHaveURL(/page=3/);
  await expect(pager).toContainText('21–25 of 25');
  await expect(row(page, padded(21))).toBeVisible();
  await expect(row(page, padded(25))).toBeVisible();
  await expect(row(page, padded(11))).toHaveCount(0);
});

test('a page read on from a record that has since moved to the end is read by its number, not shown empty', async ({ page }) => {
  const slug = `e2e-moved-${unique()}`;
  const count = 25;
  const padded = (n: number) => `${slug}-${String(n).padStart(3, '0')}`;
  const created = await Promise.all(
    Array.from({ length: count }, (_, i) => page.request.post('/api/tags/', { data: { name: { es: `Movida ${i + 1}` }, slug: padded(i + 1) } })),
  );
  expect(created.map((response) => response.status())).toEqual(created.map(() => 201));
  await page.goto(`/Tags?q=${slug}&field=slug&sort=slug&limit=10`);
  const pager = page.getByRole('navigation', { name: 'Tags pages' });
  const next = pager.getByRole('button', { name: 'Next page' });
  await next.click();
  await expect(row(page, padded(11))).toBeVisible();
  await next.click();
  await expect(page).toHaveURL(/page=3&after=/);
  await expect(row(page, padded(21))).toBeVisible();

  // Someone renames the record page 3 is read from (the last of page 2) so it sorts last.
  const [twenty] = (await (await page.request.get(`/api/tags/?slug=${padded(20)}`)).json()).tags.docs;
  expect((await page.request.put(`/api/tags/${twenty._id}`, { data: { slug: `${slug}-999` } })).status()).toBe(200);
  await page.reload();
  await expect(row(page, `${slug}-999`)).toBeVisible();
  await expect(row(page, padded(25))).toBeVisible();
  await expect(page).not.toHaveURL(/after=/);
  await expect(pager).toContainText('21–25 of 25');
});

test('a record still in use cannot be deleted for good, and the screen says why', async ({ page, request }) => {
  const name = `Categoría e2e ${unique()}`;
  const category = await request.post('/api/categoryinforooms/', { data: { name: { es: name } } });
  const categoryId = (await category.json()).records[0]._id as string;
  const service = await request.post('/api/roominfoicons/', { data: { name: { es: `Usa ${name}` }, category: categoryId } });
  expect(service.status()).toBe(201);

  expect((await request.delete(`/api/categoryinforooms/soft/${categoryId}`)).status()).toBe(200);
  await page.goto('/CategoryInfoRooms?view=removed');
  await row(page, name).getByRole('button', { name: /^Delete permanently/ }).click();
  const dialog = page.getByRole('dialog', { name: `Delete “${name}” permanently?` });
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Other records may still use it');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(row(page, name)).toBeVisible();

  await request.delete(`/api/roominfoicons/${(await service.json()).records[0]._id}`);
  await request.delete(`/api/categoryinforooms/${categoryId}`);
});

async function expectNoSeriousProblems(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

for (const width of [1280, 390]) {
  test.describe(`at ${width} px, axe finds no serious problems`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('in the table and the remove dialog', async ({ page }) => {
      await page.goto('/Rooms');
      await expect(page.getByText(/in total/)).toBeVisible();
      await expectNoSeriousProblems(page);
      await row(page, 'Habitación').first().getByRole('button', { name: /^Remove/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
      await expectNoSeriousProblems(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('in a form with its problems showing', async ({ page }) => {
      await page.goto('/Rooms?new=1');
      await page.getByRole('button', { name: 'Create room' }).click();
      await expect(page.getByText('Required').first()).toBeVisible();
      await expectNoSeriousProblems(page);
    });

    test('in a form with files and lists of references', async ({ page }) => {
      await page.goto('/Properties?new=1');
      await expect(page.getByRole('button', { name: 'Choose images' })).toBeVisible();
      await expectNoSeriousProblems(page);
    });
  });
}
