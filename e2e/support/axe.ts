import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

/** Serious and critical axe-core violations on the page as it is, each with its rule and the elements it hit. */
export async function blockingViolations(page: Page): Promise<string> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}`).join('\n');
      return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
    })
    .join('\n');
}
