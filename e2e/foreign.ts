import type { Locator, Page } from '@playwright/test';
import type { StoreSnapshot } from './foreign-backend/store.ts';
import { expect } from './fixtures.ts';

/**
 * Helpers of tests/foreign-backend.spec.ts: the foreign backend's control server, the page's CSP
 * violations and the backend's pictures as the browser loaded them.
 */

interface DelayRule {
  method: string;
  /** The API path as the backend sees it, e.g. /api/subcategories (no /backend prefix). */
  path: string;
  ms: number;
  times?: number;
}

interface FailureRule {
  method: string;
  /** The API path as the backend sees it, e.g. /api/send-email (no /backend prefix). */
  path: string;
  status: number;
  times?: number;
}

/** The foreign backend's test hook (e2e/foreign-backend/control.ts). */
export class ForeignControl {
  readonly #url: string;

  constructor(controlUrl: string) {
    this.#url = controlUrl.replace(/\/+$/, '');
  }

  async #post(path: string, body?: unknown): Promise<void> {
    const answer = await fetch(`${this.#url}${path}`, {
      method: 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!answer.ok) {
      throw new Error(`control POST ${path}: HTTP ${String(answer.status)} ${await answer.text()}`);
    }
  }

  /** Back to the seed (data, files, tokens, injected failures); ids change. */
  reset = () => this.#post('/reset');
  /** The API port refuses connections until `reachable`. */
  unreachable = () => this.#post('/unreachable');
  reachable = () => this.#post('/reachable');
  /** The next `times` (default 1) matching API requests answer `status` with `{message}`. */
  fail = (rule: FailureRule) => this.#post('/fail', rule);
  clearFailures = () => this.#post('/fail/clear');
  /** The next `times` (default 1) matching API requests wait `ms` before they are handled. */
  delay = (rule: DelayRule) => this.#post('/delay', rule);
  clearDelays = () => this.#post('/delay/clear');

  /** Everything the backend holds, leads included. */
  async state(): Promise<StoreSnapshot> {
    const answer = await fetch(`${this.#url}/state`);
    if (!answer.ok) throw new Error(`control GET /state: HTTP ${String(answer.status)}`);
    return (await answer.json()) as StoreSnapshot;
  }

  /** Runs `body` while the API refuses connections; it listens again afterwards, whatever happens. */
  async whileUnreachable(body: () => Promise<void>): Promise<void> {
    await this.unreachable();
    try {
      await body();
    } finally {
      await this.reachable();
    }
  }
}

declare global {
  interface Window {
    __cspViolations?: string[];
    __reportCspViolation?: (text: string) => Promise<void>;
  }
}

/**
 * Records every `securitypolicyviolation` of every document the page opens, in that document's
 * `window.__cspViolations` and (so a navigation loses none) in the test. Call before the first
 * navigation; the returned check asserts none happened.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<void>> {
  const seen: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const list: string[] = [];
    window.__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      const text = `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} on ${window.location.pathname}`;
      list.push(text);
      void window.__reportCspViolation?.(text);
    });
  });
  return async () => {
    const current = page.isClosed()
      ? []
      : await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    expect(
      [...new Set([...seen, ...current])],
      'requests blocked by the Content-Security-Policy',
    ).toEqual([]);
  };
}

/**
 * Every `<img>` of the page whose address is on `assetOrigin` has loaded (naturalWidth > 0), and
 * there are at least `minimum` of them. A picture the CSP blocked is replaced by a placeholder,
 * so the minimum is what catches it. Lazy images are scrolled to, one per poll, so they load.
 * Answers how many there are.
 */
export async function expectAssetImagesLoaded(
  page: Page,
  assetOrigin: string,
  minimum: number,
): Promise<number> {
  let count = 0;
  await expect
    .poll(
      async () => {
        const found = await page.evaluate((origin) => {
          const images = Array.from(document.images).filter((image) =>
            image.src.startsWith(`${origin}/`),
          );
          const pending = images.filter((image) => !(image.complete && image.naturalWidth > 0));
          pending[0]?.scrollIntoView({ block: 'center' });
          return { count: images.length, pending: pending.map((image) => image.src) };
        }, assetOrigin);
        count = found.count;
        return { enough: found.count >= minimum, pending: found.pending };
      },
      {
        message: `at least ${String(minimum)} pictures from ${assetOrigin} loaded`,
        timeout: 15_000,
        intervals: [100, 200],
      },
    )
    .toEqual({ enough: true, pending: [] });
  return count;
}

/** One picture is from the asset origin and was loaded and decoded by the browser. */
export async function expectAssetImage(image: Locator, assetOrigin: string): Promise<void> {
  await expect(image).toHaveAttribute('src', new RegExp(`^${escapeRegExp(assetOrigin)}/`));
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
    )
    .toBe(true);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
