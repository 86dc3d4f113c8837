import { expect, test, type APIRequestContext, type APIRequest, type Page } from '@playwright/test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, ADMIN_STATE } from './support/admin-session.ts';
import { gotoReady } from './support/app-ready.ts';
import { linkInOutbox, linkParts } from './support/outbox.ts';

// Each role finds its own area: logging in lands there, and from any page the account menu
// (1280 px) and the phone menu (390 px) lead there in one click. Accounts are made as people
// make them: tenants, landlords and investors sign up and follow the mailed link; a staff
// member is made by the admin and chooses a password with the "forgotten password" link.

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
test.use({ storageState: { cookies: [], origins: [{ origin: ORIGIN, localStorage: [{ name: 'habita.lang', value: 'en' }] }] } });

const PASSWORD = 'gazpacho en la nevera 2026';

type Role = 'tenant' | 'landlord' | 'investor' | 'staff' | 'admin';

interface AreaLink {
  name: string;
  path: string;
  heading: string | RegExp;
}

const MY_ROOM: AreaLink = { name: 'My room', path: '/myroom', heading: 'My room' };
const MY_DASHBOARD: AreaLink = { name: 'My dashboard', path: '/dashboard', heading: 'Your dashboard' };
const BACK_OFFICE: AreaLink = { name: 'Back-office', path: '/admin', heading: 'Dashboard' };
const ALL_AREAS = [MY_ROOM, MY_DASHBOARD, BACK_OFFICE];

const AREAS: Record<Role, AreaLink[]> = {
  tenant: [MY_ROOM, MY_DASHBOARD],
  landlord: [MY_DASHBOARD],
  investor: [MY_DASHBOARD],
  staff: [BACK_OFFICE],
  admin: [BACK_OFFICE],
};

const newAddress = (role: string) => `${role}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;

/** A tenant, landlord or investor who signed up and confirmed the address; their email. */
async function signedUp(api: APIRequestContext, role: 'tenant' | 'landlord' | 'investor'): Promise<string> {
  const email = newAddress(role);
  expect((await api.post('/api/auth/register', { data: { email, password: PASSWORD, name: `Alba ${role}`, role, language: 'en' } })).status()).toBe(202);
  expect((await api.post('/api/auth/verification', { data: linkParts(await linkInOutbox(email, 'verification')) })).status()).toBe(200);
  await api.post('/api/auth/logout');
  return email;
}

/** A staff member the admin made, who set a password through the forgotten-password mail; their email. */
async function madeByAdmin(admin: APIRequestContext, api: APIRequestContext): Promise<string> {
  const email = newAddress('staff');
  expect((await admin.post('/api/users/', { data: { email, name: 'Alba staff', role: 'staff', language: 'en' } })).status()).toBe(201);
  expect((await api.post('/api/auth/forgot', { data: { email } })).status()).toBe(202);
  expect((await api.post('/api/auth/reset', { data: { ...linkParts(await linkInOutbox(email, 'forgot')), password: PASSWORD } })).status()).toBe(200);
  return email;
}

/**
 * The account a test logs in with, made by that test: made once per role whatever the workers
 * do, since mails count against the per-client limit (RATE_LIMIT_MAIL_PER_IP).
 */
async function accountOf(role: Role, requests: APIRequest): Promise<{ email: string; password: string }> {
  if (role === 'admin') return { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  const extraHTTPHeaders = { origin: ORIGIN };
  const api = await requests.newContext({ baseURL: ORIGIN, extraHTTPHeaders });
  try {
    if (role !== 'staff') return { email: await signedUp(api, role), password: PASSWORD };
    const admin = await requests.newContext({ baseURL: ORIGIN, extraHTTPHeaders, storageState: ADMIN_STATE });
    try {
      return { email: await madeByAdmin(admin, api), password: PASSWORD };
    } finally {
      await admin.dispose();
    }
  } finally {
    await api.dispose();
  }
}

async function logIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function arrive(page: Page, area: AreaLink): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${area.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: area.heading })).toBeVisible();
}

for (const role of Object.keys(AREAS) as Role[]) {
  test(`${/^[aeiou]/.test(role) ? 'an' : 'a'} ${role} lands in their area after logging in, and reaches it in one click from both menus`, async ({ page, playwright }) => {
    const areas = AREAS[role];
    const others = ALL_AREAS.filter((area) => !areas.includes(area));

    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page, await accountOf(role, playwright.request));
    await arrive(page, areas[0]!);

    // From any public page, the account menu beside the name.
    for (const area of areas) {
      await page.goto('/faq');
      // Opened once the page has loaded: a header drawn again while it loads takes new ids (the
      // menu stays open), and a menu found by the id read before would never be found again.
      await page.waitForLoadState('networkidle');
      const opener = page.getByRole('button', { name: /account menu/ });
      await opener.click();
      const menu = async () => page.locator(`[id="${await opener.getAttribute('aria-controls')}"]`);
      await expect(await menu()).toBeVisible();
      for (const other of others) await expect((await menu()).getByRole('link', { name: other.name })).toHaveCount(0);
      if (area === areas[0]) await page.screenshot({ path: `/tmp/nav-menu-${role}-1280.png` });
      await (await menu()).getByRole('link', { name: area.name }).click();
      await arrive(page, area);
    }

    // On a phone the same links sit in the menu under the header's button.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const area of areas) {
      // Once the app has taken the server's page over: before that the Menu button is drawn but
      // nothing listens to it yet (a tap then is lost, and a person taps again).
      await gotoReady(page, '/faq');
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.locator('#mobile-nav');
      await expect(menu.getByRole('link', { name: 'My profile' })).toBeVisible();
      for (const other of others) await expect(menu.getByRole('link', { name: other.name })).toHaveCount(0);
      if (area === areas[0]) await page.screenshot({ path: `/tmp/nav-menu-${role}-390.png`, fullPage: true });
      await menu.getByRole('link', { name: area.name }).click();
      await arrive(page, area);
    }
  });
}
