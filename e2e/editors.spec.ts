import { expect, test, type Page } from '@playwright/test';
import { samplePngBytes } from '../src/server/testing/samples.ts';

// The three richer editors: a property with its rooms, a room with its photos in order and its
// seasonal prices, and a news article with a formatted body and a preview.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function pick(page: Page, label: string, text: string): Promise<void> {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(text);
  await page.getByRole('listbox', { name: /found$/ }).getByRole('option').first().click();
}

test('a property, a room in it, its photos in order and a seasonal price', async ({ page }) => {
  const name = `E2E property ${unique()}`;
  await page.goto('/manageproperty');
  await expect(page.getByRole('heading', { level: 1, name: 'New property' })).toBeVisible();
  await page.getByRole('group', { name: /^Title/ }).getByLabel('Spanish').fill(name);
  await page.getByLabel('Address').fill('Calle Mayor 1');
  await page.getByLabel('City').fill('Madrid');
  await page.getByRole('button', { name: 'Create property' }).click();
  await expect(page).toHaveURL(/\/manageproperty\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Property: ${name}`);
  await expect(page.getByText('No rooms yet.')).toBeVisible();

  await page.getByRole('link', { name: 'Add a room' }).click();
  await expect(page).toHaveURL(/\/manageroom\?property=/);
  const room = `E2E room ${unique()}`;
  await page.getByRole('group', { name: /^Name/ }).getByLabel('Spanish').fill(room);
  await pick(page, 'Type', 'a');
  await page.getByLabel('Monthly price').fill('455.50');
  await page.getByRole('button', { name: 'Create room' }).click();
  await expect(page).toHaveURL(/\/manageroom\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Room: ${room}`);
  await expect(page.getByText('Usual price €455.50 a month.', { exact: false })).toBeVisible();

  const png = await samplePngBytes();
  await page.getByLabel('Add photos').setInputFiles([
    { name: 'first.png', mimeType: 'image/png', buffer: png },
    { name: 'second.png', mimeType: 'image/png', buffer: png },
  ]);
  const photos = page.getByRole('region', { name: 'Photos' }).getByRole('listitem');
  await expect(photos).toHaveCount(2);
  await photos.nth(1).getByLabel('Alt text (English)').fill('The second photo');
  await photos.nth(1).getByRole('button', { name: 'Save text' }).click();
  const gallery = page.getByRole('region', { name: 'Photos' });
  await expect(gallery.getByRole('status')).toContainText('Alt text saved.');
  await page.getByRole('button', { name: 'Move Photo 2 of 2 earlier' }).click();
  await expect(gallery.getByRole('status')).toContainText('New order saved.');
  await page.reload();
  await expect(photos.first().getByLabel('Alt text (English)')).toHaveValue('The second photo');
  await expect(photos.first()).toContainText('Cover');

  const prices = page.getByRole('region', { name: 'Seasonal prices' });
  await prices.getByRole('button', { name: 'Add a seasonal price' }).click();
  await prices.getByRole('textbox', { name: 'From', exact: true }).fill('2027-07-01');
  await prices.getByRole('textbox', { name: 'To', exact: true }).fill('2027-09-01');
  await prices.getByLabel('Monthly price').fill('520');
  await prices.getByRole('button', { name: 'Add price' }).click();
  await expect(prices).toContainText('€520.00 a month');

  await page.getByRole('link', { name: 'Its property' }).click();
  await expect(page.getByRole('region', { name: 'Rooms' }).getByRole('link', { name: new RegExp(room) })).toBeVisible();
});

test('a news article with a formatted body, previewed before it is saved', async ({ page }) => {
  const id = unique();
  await page.goto('/managenew');
  await page.getByRole('group', { name: /^Title/ }).getByLabel('Spanish').fill(`Noticia ${id}`);
  await page.getByRole('group', { name: /^Title/ }).getByLabel('English').fill(`Article ${id}`);
  await page.getByLabel('Slug').fill(`article-${id}`);
  const body = page.getByRole('textbox', { name: 'Body in English' });
  await body.click();
  await page.keyboard.type('Plain words, then ');
  await page.getByRole('toolbar', { name: 'Body in English formatting' }).getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type('strong words');
  await page.getByRole('textbox', { name: 'Body in Spanish' }).click();
  await page.keyboard.type('Cuerpo en español.');

  await page.getByRole('tab', { name: 'Preview in English' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview in English' });
  await expect(preview.getByRole('heading', { name: `Article ${id}` })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText('strong words');
  await expect(preview).toContainText('Draft');

  await page.getByRole('tab', { name: 'Write' }).click();
  await page.getByRole('button', { name: 'Create article' }).click();
  await expect(page).toHaveURL(/\/managenew\/[0-9a-f-]{36}$/);
  const saved = await page.request.get(`/api/noticias/search/?searchField=slug&searchString=article-${id}`);
  const { noticias } = (await saved.json()) as { noticias: { docs: { body: { en: string } }[] } };
  expect(noticias.docs[0]?.body.en).toContain('<strong>strong words</strong>');
});
