import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page is held to: WCAG 2.1 A/AA and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
/** Findings of these impacts fail a test; minor ones are only printed. */
const FAILING = new Set(['moderate', 'serious', 'critical']);

/** Axe findings of moderate impact or worse on the page as it is now, one readable line each. */
export async function axeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  const minor = results.violations.filter((v) => !FAILING.has(v.impact ?? ''));
  if (minor.length > 0) console.log(`${page.url()}: ${minor.map((v) => v.id).join(', ')}`);
  return results.violations
    .filter((v) => FAILING.has(v.impact ?? ''))
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}
