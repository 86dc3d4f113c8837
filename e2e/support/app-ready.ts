import type { Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../src/catalog/page-rendering.ts';

/** Opens `path` and waits until the app has taken the page over: a server-rendered form answers from then on. */
export async function gotoReady(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appReady(page);
}

/** Waits until the app has taken the page over (after a reload, or a Back that loaded a new document). */
export async function appReady(page: Page): Promise<void> {
  await page.locator(`html[${APP_READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
}
