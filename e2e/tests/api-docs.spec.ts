import { API_ROUTES } from '@gear/contract/openapi/routes';
import * as z from 'zod/mini';
import { collectConsoleErrors, expect, test } from '../fixtures.ts';

/**
 * The API reference (issue 7, ADR 0022) through nginx: the generated OpenAPI document at
 * /backend/openapi.json and its readable page at /backend/docs, under the site's CSP.
 */

const DocumentSchema = z.looseObject({
  openapi: z.literal('3.1.0'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.looseObject({ operationId: z.string() }))),
});

test.describe('API reference', () => {
  test('/backend/openapi.json is the OpenAPI 3.1 document of every route', async ({ request }) => {
    const response = await request.get('/backend/openapi.json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(response.headers().etag).toBeTruthy();
    const doc = DocumentSchema.parse(await response.json());
    const operationIds = Object.values(doc.paths).flatMap((item) =>
      Object.values(item).map((op) => op.operationId),
    );
    expect(operationIds.sort()).toEqual(API_ROUTES.map((route) => route.operationId).sort());
  });

  test('/backend/docs renders the operations, links the JSON, and breaks no CSP', async ({
    page,
  }) => {
    const errors = collectConsoleErrors(page);

    const response = await page.goto('/backend/docs');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Operations' });
    await expect(nav.getByRole('link', { name: 'GET /api/subcategories/{id}' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'PATCH /api/leads/{id}' })).toBeVisible();
    // Styled: the inline style is allowed (a blocked one leaves the method badge unstyled).
    const badge = page.locator('#op-getProduct .method');
    await expect(badge).toHaveCSS('color', 'rgb(255, 255, 255)');

    await nav.getByRole('link', { name: 'POST /api/inquiry/c' }).click();
    const inquiry = page.locator('#op-sendInquiry');
    await expect(inquiry.getByRole('heading', { name: /POST \/api\/inquiry\/c/ })).toBeVisible();
    await expect(inquiry.getByRole('cell', { name: 'name', exact: true })).toBeVisible();

    const json = page.getByRole('link', { name: 'openapi.json', exact: true });
    await expect(json).toHaveAttribute('href', 'openapi.json');
    const followed = await page.request.get(new URL('openapi.json', page.url()).href);
    expect(followed.status()).toBe(200);
    expect(errors).toEqual([]);
  });
});
