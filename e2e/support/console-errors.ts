import type { Page } from '@playwright/test';

/**
 * Every console error and uncaught page error from now on, each tagged with the address the
 * page was at, so a failure names the route that caused it.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // A not-found page answers 404 (so search engines hear it), which the browser notes about the document itself.
    if (message.location().url === page.url() && /status of 404/.test(message.text())) return;
    errors.push(`${page.url()}: console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: page error: ${error.message}`));
  return errors;
}
