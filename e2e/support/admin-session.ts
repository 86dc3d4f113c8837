import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { request, type FullConfig } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../src/catalog/page-rendering.ts';

// Playwright's global setup: log in once as the admin serve.sh made, and keep the session
// for every test that drives the back-office. The admin has chosen English (the back-office's
// language). Tests about visitors start without either, so in Spanish, the site's default.

export const ADMIN_EMAIL = 'admin@habita.test';
export const ADMIN_PASSWORD = 'Habita-e2e-admin-2026';
// One file per server port: runs on other ports (E2E_PORT) keep their own session.
export const ADMIN_STATE = `.e2e-auth/admin-${process.env.E2E_PORT ?? 4173}.json`;

export default async function globalSetup(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]!.use.baseURL!;
  const context = await request.newContext({ baseURL });
  const response = await context.post('/api/auth/login', { data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
  if (!response.ok()) throw new Error(`The e2e admin could not log in: ${response.status()} ${await response.text()}`);
  await mkdir(dirname(ADMIN_STATE), { recursive: true });
  await context.storageState({ path: ADMIN_STATE });
  await context.dispose();
  const state = JSON.parse(await readFile(ADMIN_STATE, 'utf8')) as {
    cookies: Record<string, unknown>[];
    origins: { origin: string; localStorage: { name: string; value: string }[] }[];
  };
  state.origins = [{ origin: new URL(baseURL).origin, localStorage: [{ name: 'habita.lang', value: 'en' }] }];
  // The app keeps the choice in a cookie as well, which the server renders pages in.
  const { hostname } = new URL(baseURL);
  state.cookies.push({ name: LANGUAGE_COOKIE, value: 'en', domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' });
  await writeFile(ADMIN_STATE, JSON.stringify(state));
}
