import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as zm from 'zod/mini';
import { buildOpenApiDocument } from '@gear/contract/openapi/document';
import { API_ROUTES } from '@gear/contract/openapi/routes';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { renderDocsPage } from './render-docs.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.destroy());

describe('GET /openapi.json', () => {
  it('answers the generated OpenAPI 3.1 document as JSON', async () => {
    const response = await t.api().get('/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual(buildOpenApiDocument());
    expect(response.body).toMatchObject({ openapi: '3.1.0' });
  });

  it('is cacheable: a strong ETag, revalidated, 304 when unchanged', async () => {
    const first = await t.api().get('/openapi.json').expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    await t.api().get('/openapi.json').set('If-None-Match', String(etag)).expect(304);
  });
});

describe('GET /docs', () => {
  it('renders every operation, grouped by tag, with a link to the JSON and no script', async () => {
    const response = await t.api().get('/docs').expect(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.text;
    expect(html).toContain('<h1>');
    expect(html).toContain('href="openapi.json"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema\.org)/i);
    for (const route of API_ROUTES) {
      expect.soft(html, route.operationId).toContain(`id="op-${route.operationId}"`);
      expect.soft(html).toContain(`<code>${route.path.replaceAll('&', '&amp;')}</code>`);
    }
    for (const tag of new Set(API_ROUTES.map((route) => route.tag))) {
      expect.soft(html).toContain(`<h2>${tag.replaceAll('&', '&amp;')}</h2>`);
    }
    // Field lists from the schemas, limits included.
    expect(html).toContain('id="schema-Lead"');
    expect(html).toContain('max length 100');
    expect(html).toContain('admin bearer token');
  });

  it('sends a CSP allowing only its own inline style (by hash), and revalidates by ETag', async () => {
    const response = await t.api().get('/docs').expect(200);
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    const style = /<style>([\s\S]*?)<\/style>/.exec(response.text)?.[1] ?? '';
    const hash = createHash('sha256').update(style).digest('base64');
    expect(csp).toContain(`style-src 'sha256-${hash}'`);
    expect(response.headers['cache-control']).toBe('no-cache');
    await t.api().get('/docs').set('If-None-Match', String(response.headers.etag)).expect(304);
  });

  it('escapes every text taken from the document', () => {
    const evil = '<img src=x onerror=alert(1)>"&\'';
    const base = API_ROUTES[0];
    if (!base) throw new Error('No routes');
    const html = renderDocsPage(
      buildOpenApiDocument({
        routes: [
          {
            ...base,
            summary: evil,
            description: `${evil} \`${evil}\``,
            query: zm.strictObject({ [evil]: zm.optional(zm.string()) }),
          },
        ],
      }),
    );
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;&quot;&amp;&#39;');
  });
});
