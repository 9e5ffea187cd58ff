import type { Page } from '@playwright/test';
import { FORM_MIN_FILL_MS } from '@gear/contract/limits';

/**
 * The mock treats a public form sent faster than FORM_MIN_FILL_MS after it was shown as a bot's
 * (silent success, nothing stored). There is no backdoor for tests: a test that submits to the
 * real backend takes as long as a person would, counted from when it saw the form (the page
 * starts its own clock earlier, when the form mounts).
 */
export async function waitLikeAPerson(page: Page, formShownAt: number): Promise<void> {
  const left = FORM_MIN_FILL_MS + 250 - (Date.now() - formShownAt);
  if (left > 0) await page.waitForTimeout(left);
}

/** The anti-spam fields every public form sends: an empty honeypot and a person's pace. */
export function expectHumanSignals(body: unknown): void {
  const { website, elapsedMs } = body as { website?: unknown; elapsedMs?: unknown };
  if (website !== '') throw new Error(`The honeypot was sent as ${JSON.stringify(website)}.`);
  if (typeof elapsedMs !== 'number' || elapsedMs < FORM_MIN_FILL_MS) {
    throw new Error(`elapsedMs ${JSON.stringify(elapsedMs)} is below ${FORM_MIN_FILL_MS} ms.`);
  }
}
