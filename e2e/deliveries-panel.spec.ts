import { expect, request as newRequest, test } from '@playwright/test';
import type { listDeliveriesRoute } from '../src/contracts/outbox.ts';
import type { ResponseOf } from '../src/contracts/route.ts';
import { blockingViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { trackRequestsInFlight } from './support/requests-settled.ts';

// The Deliveries panel: staff see the outbox's failed deliveries as the API lists them, filter
// them by status in the address, and nobody else reads the list. (The e2e server writes mails to
// a folder, which does not fail: the list is as the API says, usually empty.)

type Deliveries = ResponseOf<typeof listDeliveriesRoute>;

test.use({ serviceWorkers: 'block' });

test('staff see the failed deliveries the API lists, filtered by status in the address', async ({ page, request, baseURL }) => {
  const errors = collectConsoleErrors(page);
  const listed = await request.get('/api/backoffice/outbox');
  expect(listed.status()).toBe(200);
  const total = ((await listed.json()) as Deliveries).deliveries.totalDocs;

  const settled = trackRequestsInFlight(page);
  await page.goto('/deliveries-panel');
  await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  await settled();
  const section = page.getByRole('region', { name: 'Deliveries that failed' });
  await expect(section.getByText(`${total} ${total === 1 ? 'delivery' : 'deliveries'}`)).toBeVisible();
  if (total === 0) await expect(section.getByText('Every mail and payment event has been delivered. All clear.')).toBeVisible();
  else await expect(section.getByRole('list', { name: 'Failed deliveries' }).getByRole('listitem')).toHaveCount(Math.min(total, 20));
  expect(await blockingViolations(page)).toBe('');

  await section.getByLabel('Status').selectOption('dead');
  await expect(page).toHaveURL(/\/deliveries-panel\?status=dead$/);
  const dead = ((await (await request.get('/api/backoffice/outbox?status=dead')).json()) as Deliveries).deliveries.totalDocs;
  await expect(section.getByText(`${dead} ${dead === 1 ? 'delivery' : 'deliveries'}`)).toBeVisible();

  const visitor = await newRequest.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  expect((await visitor.get('/api/backoffice/outbox')).status()).toBe(401);
  await visitor.dispose();
  expect(errors).toEqual([]);
});
