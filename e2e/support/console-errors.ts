import type { Page } from '@playwright/test';

/**
 * Every console error and uncaught page error from now on, each tagged with the address the
 * page was at, so a failure names the route that caused it.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: page error: ${error.message}`));
  return errors;
}
