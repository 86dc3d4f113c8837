import { expect, test, type APIRequestContext } from '@playwright/test';
import { linkInOutbox } from './support/outbox.ts';

// Accounts as a person uses them: sign up, read the mail the server wrote to its outbox,
// follow the link, log in, edit the profile, log out; and a tenant kept out of the back-office.
// A visitor who chose English reads these, but for the one test of a visitor in Spanish.

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
test.use({ storageState: { cookies: [], origins: [{ origin: ORIGIN, localStorage: [{ name: 'habita.lang', value: 'en' }] }] } });

const PASSWORD = 'tortilla de patatas 2026';

const newAddress = (who: string) => `${who}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;

/** A confirmed tenant, made through the API as the sign-up page would, logged in on `request`'s cookies. */
async function signedInTenant(request: APIRequestContext): Promise<string> {
  const email = newAddress('tenant');
  const registered = await request.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Tomás', role: 'tenant' } });
  expect(registered.status()).toBe(202);
  const [, , nonce, address] = (await linkInOutbox(email, 'verification')).split('/');
  expect((await request.post('/api/auth/verification', { data: { nonce, email: decodeURIComponent(address!) } })).status()).toBe(200);
  expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  return email;
}

test('sign up, confirm the address from the mail, log in, edit the profile, log out', async ({ page }) => {
  const email = newAddress('marta');
  await page.goto('/register');
  await page.getByLabel('Name').fill('Marta Ruiz');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('radio', { name: /Tenant/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Almost there' })).toBeVisible();

  // The link proves the address: it signs Marta in and takes her to her room.
  await page.goto(await linkInOutbox(email, 'verification'));
  await expect(page).toHaveURL(/\/myroom$/);
  await expect(page.getByText('Your address is confirmed. Welcome to Habita!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My room', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Marta Ruiz/ }).first().click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  // The home page replaces My room's layout, header included: a click while the two swap can
  // press on one link and release on the other, which is no click at all.
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next room' })).toBeVisible();

  await page.getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/myroom$/);
  await expect(page.getByRole('heading', { name: 'My room', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Marta Ruiz/ }).first().click();
  await page.getByRole('link', { name: 'My profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();

  await page.getByLabel('Phone').fill('+34 600 111 222');
  await page.getByLabel('Surname').fill('Gómez');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect
    .poll(async () => (await (await page.request.get('/api/auth/session')).json()).user?.phone)
    .toBe('+34 600 111 222');
  await page.reload();
  await expect(page.getByLabel('Surname')).toHaveValue('Gómez');

  const changed = 'churros con chocolate';
  await page.getByLabel('Current password', { exact: true }).fill('not my password');
  await page.getByLabel('New password', { exact: true }).fill(changed);
  await page.getByLabel('New password again').fill(changed);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('this is not your current password').first()).toBeVisible();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue(changed);
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.getByRole('button', { name: /Marta Ruiz/ }).first().click();
  await page.getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  expect((await (await page.request.get('/api/auth/session')).json()).user).toBeNull();
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile/);
  expect((await page.request.post('/api/auth/login', { data: { email, password: changed } })).status()).toBe(200);
});

test('a wrong password keeps what was typed and says so; an unconfirmed address is told what to do', async ({ page }) => {
  const email = newAddress('early');
  expect((await page.request.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Eva', role: 'landlord' } })).status()).toBe(202);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('not the password');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('The email or the password is not right').first()).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(email);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText(/Confirm your email address first/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /new link/i })).toBeVisible();
});

test('the back-office sends visitors and tenants to the login page, and back after', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin$/);

  const tenant = await signedInTenant(page.request);
  await page.goto('/Rooms');
  await expect(page).toHaveURL(/\/login\?next=%2FRooms&reason=staff$/);
  await expect(page.getByText('That page is for Habita staff; log in with a staff account.')).toBeVisible();
  expect((await page.request.get('/api/summary/counts')).status()).toBe(403);
  // Through the API alike: of the users, a tenant reads only their own account.
  const users = await (await page.request.get('/api/users/?limit=100')).json();
  expect(users.users.docs.map((user: { email: string }) => user.email)).toEqual([tenant]);

  await page.getByLabel('Email').fill('admin@habita.test');
  await page.getByLabel('Password', { exact: true }).fill('Habita-e2e-admin-2026');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/Rooms$/);
  await expect(page.getByRole('heading', { name: 'Rooms', level: 1 })).toBeVisible();
});

test('forgotten password: the mailed link sets a new one', async ({ page }) => {
  const email = await signedInTenant(page.request);
  await page.request.post('/api/auth/logout');
  await page.goto('/forgot');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText(/If .* has an account/)).toBeVisible();

  await page.goto(await linkInOutbox(email, 'forgot'));
  const fresh = 'gazpacho in the summer';
  await page.getByLabel('New password', { exact: true }).fill(fresh);
  await page.getByLabel('New password again').fill(fresh);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText(/new password is set/i)).toBeVisible();
  expect((await page.request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(401);
  expect((await page.request.post('/api/auth/login', { data: { email, password: fresh } })).status()).toBe(200);
});

test.describe('a visitor who never chose a language', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('reads the login page in Spanish, sees a refusal, and switches to English for good', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inicia sesión');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page).toHaveTitle('Inicia sesión · Habita');

    const email = newAddress('nadie');
    await page.getByLabel('Correo electrónico').fill(email);
    await page.getByLabel('Contraseña', { exact: true }).fill('no es la contraseña');
    await page.getByRole('button', { name: 'Entrar', exact: true }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('No hemos podido iniciar tu sesión');
    // The server's own words are English; the page shows them as they are.
    await expect(refusal).toContainText('The email or the password is not right');
    await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);

    await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(refusal).toContainText('Could not log you in');
    await expect(page.getByLabel('Email')).toHaveValue(email);
    await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Log in');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle('Log in · Habita');
    await expect(page.getByRole('link', { name: 'Forgot it?' })).toBeVisible();
    await expect(page.getByText('Inicia sesión')).toHaveCount(0);
  });
});
