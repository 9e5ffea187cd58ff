// @vitest-environment node
import { createHash } from 'node:crypto';
import type * as ReactRouter from 'react-router';
import type { EntryContext } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import handleRequest from './entry.server';

const CONFIG = 'window.__APP_CONFIG__ = {"API_BASE_URL":"/backend","SITE_URL":""};';
const HYDRATION = 'window.__reactRouterContext = {"url":"/product/3"};';

// The page as React Router renders it: a whole document with its inline scripts (the run-time
// config, the hydration data, the module entry), a JSON-LD data block and an external script.
vi.mock('react-router', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactRouter>();
  return {
    ...actual,
    ServerRouter: ({ url }: { url: string }) => (
      <html lang="en">
        <head>
          <script dangerouslySetInnerHTML={{ __html: CONFIG }} />
          <title>{`Page ${url}`}</title>
        </head>
        <body>
          <script
            type="application/ld+json"
            dangerouslySetInnerHTML={{ __html: '{"@graph":[]}' }}
          />
          <script dangerouslySetInnerHTML={{ __html: HYDRATION }} />
          <script type="module" dangerouslySetInnerHTML={{ __html: 'import "/assets/x.js";' }} />
          <script src="/assets/entry.client.js" />
        </body>
      </html>
    ),
  };
});

const POLICY =
  "default-src 'self'; script-src 'self' https://translate.google.com; object-src 'none'";

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function renderPage(method = 'GET', status = 200) {
  return handleRequest(
    new Request('http://127.0.0.1:3000/product/3', { method }),
    status,
    new Headers({ 'X-Accel-Expires': '0' }),
    {} as EntryContext,
    { contentSecurityPolicy: POLICY },
  );
}

describe('handleRequest (the renderer’s entry)', () => {
  it('sends the whole page with its inline scripts allowed by hash in its own CSP', async () => {
    const response = await renderPage();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    // The loader's headers (nginx must not cache a page with a failed read) are kept.
    expect(response.headers.get('x-accel-expires')).toBe('0');
    const html = await response.text();
    expect(html).toContain('<title>Page http://127.0.0.1:3000/product/3</title>');

    const inline = [
      ...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g),
    ].map(([, text]) => text ?? '');
    expect(inline).toEqual([CONFIG, HYDRATION, 'import "/assets/x.js";']);
    const policy = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSrc.toSorted()).toEqual(
      ["'self'", 'https://translate.google.com', ...inline.map(sha256)].toSorted(),
    );
    expect(policy).not.toContain("'unsafe-inline'");
    expect(policy).not.toContain(sha256('{"@graph":[]}'));
    expect(policy).toContain("object-src 'none'");
  });

  it('keeps the status the loaders set (a 404 page), and answers HEAD without a body', async () => {
    const notFound = await renderPage('GET', 404);
    expect(notFound.status).toBe(404);
    const head = await renderPage('HEAD');
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect(head.headers.get('content-security-policy')).toContain(sha256(CONFIG));
  });
});
