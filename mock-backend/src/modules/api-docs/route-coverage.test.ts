import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_ERRORS } from '@gear/contract/messages';
import { buildOpenApiDocument } from '@gear/contract/openapi/document';
import { API_OPERATIONS, API_ROUTES } from '@gear/contract/openapi/routes';
import { mountedOperations } from '../../http/api-route.ts';
import { makePng, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { UPLOADS } from '@gear/contract/uploads';
import { ARCHIVE_UPLOAD } from '../backups/archive-upload.ts';

/**
 * The OpenAPI document and the app agree. Routes are mounted from the registry
 * (contract/src/openapi/routes.ts) by http/api-route.ts, so nothing undocumented can be served;
 * here every operation of the registry must be mounted (as the helper recorded it) and every
 * documented path must reach its handler.
 */

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.destroy());

const doc = buildOpenApiDocument();

function documented(): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

const ErrorBodySchema = z.object({ error: z.string() });

function send(method: string, url: string) {
  const api = t.api();
  if (method === 'GET') return api.get(url);
  if (method === 'DELETE') return api.delete(url);
  if (method === 'PUT') return api.put(url);
  if (method === 'PATCH') return api.patch(url);
  if (method === 'POST') return api.post(url);
  throw new Error(`Unexpected method ${method}`);
}

describe('route coverage of the OpenAPI document', () => {
  it('mounts every operation of the registry, each once', () => {
    const mounted = [...mountedOperations(t.handle.app)].sort();
    expect(mounted).toEqual(Object.keys(API_OPERATIONS).sort());
  });

  it('reaches a handler for every documented operation (never the fallback 404)', async () => {
    const token = await t.token();
    const upload = await t
      .api()
      .post('/gallery/upload')
      .set('Authorization', `Bearer ${token}`)
      .attach('images', await makePng(), png())
      .expect(201);
    const image = z.object({ items: z.array(z.object({ image: z.string() })) }).parse(upload.body)
      .items[0]?.image;
    expect(image).toMatch(/^\/uploads\//);
    const file = (image ?? '').slice('/uploads/'.length);

    for (const key of documented()) {
      const [method = '', template = ''] = key.split(' ');
      const url = template
        .replace('{id}', '999999')
        .replace('{file}', file)
        .replace('{attachmentId}', randomUUID());
      const response = await send(method, url).set('Authorization', `Bearer ${token}`);
      const fellThrough =
        response.status === 404 &&
        ErrorBodySchema.safeParse(response.body).data?.error === API_ERRORS.notFound;
      expect.soft(fellThrough ? `${key} fell through to the 404` : key).toBe(key);
      expect.soft(response.status, key).toBeLessThan(500);
    }
  });
});

describe('documented multipart files match what the upload parser accepts', () => {
  const SPECS: Record<
    string,
    { files: readonly { name: string; maxCount: number; maxBytes: number }[] }
  > = {
    addSlider: UPLOADS.slider,
    updateSlider: UPLOADS.slider,
    addProduct: UPLOADS.product,
    updateProduct: UPLOADS.product,
    saveEbrochure: UPLOADS.ebrochure,
    uploadGallery: UPLOADS.galleryUpload,
    replaceGalleryItem: UPLOADS.galleryUpdate,
    sendQuoteRequest: UPLOADS.quote,
    // Issue 21: a backup archive (modules/backups/archive-upload.ts).
    restoreBackup: ARCHIVE_UPLOAD,
  };

  it('has the same file fields, counts and size caps', () => {
    const multipart = API_ROUTES.filter((route) => route.body?.kind === 'multipart');
    expect(multipart.map((route) => route.operationId).sort()).toEqual(Object.keys(SPECS).sort());
    for (const route of multipart) {
      const spec = SPECS[route.operationId];
      const files = route.body?.kind === 'multipart' ? route.body.files : [];
      expect
        .soft(
          files.map((file) => [file.name, file.maxCount, file.maxBytes]),
          route.operationId,
        )
        .toEqual(spec?.files.map((file) => [file.name, file.maxCount, file.maxBytes]));
    }
  });
});
