import express from 'express';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES, API_ERRORS } from '@gear/contract/messages';
import { createErrorHandler } from './http/error-handler.ts';
import { createLogger } from './lib/logger.ts';
import { makePng, png } from './test-utils/fixtures.ts';
import { startTestApp, type TestApp } from './test-utils/test-app.ts';
import { errorOf } from './test-utils/bodies.ts';
import { listRoutes } from './test-utils/route-table.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: 'http://localhost:8080,https://gears.example' });
});
afterAll(() => t.destroy());

const PUBLIC_MUTATIONS = [
  'POST /logAdmin',
  'POST /api/send-email',
  'POST /api/contact',
  'POST /api/inquiry/c',
  // Issue 7: a returning visitor's pass buys a fresh brochure link (ADR 0020).
  'POST /api/ebrochure/link',
  // Issue 19: quote requests with drawings (modules/quotes).
  'POST /api/quote',
];

/** A request without any Authorization header. */
function send(method: string, url: string) {
  const api = t.api();
  if (method === 'DELETE') return api.delete(url);
  if (method === 'PUT') return api.put(url);
  if (method === 'PATCH') return api.patch(url);
  return api.post(url);
}

describe('the router table', () => {
  const routes = () => listRoutes(t.handle.app);

  it('holds every call of SPEC §7, the sitemap and uploaded files', () => {
    const table = routes().map((route) => `${route.method} ${route.path}`);
    expect(table.sort()).toEqual(
      [
        'GET /sliders/getSliders',
        'POST /sliders/addSlider',
        'PUT /sliders/updateSlider/:id',
        'DELETE /sliders/deleteSlider/:id',
        'GET /api/subcategories',
        'GET /api/subcategories/:id',
        'POST /api/subcategories',
        'PATCH /api/subcategories/:id',
        'DELETE /api/subcategories/:id',
        'GET /api/ebrochure',
        'POST /api/ebrochure',
        'DELETE /api/ebrochure',
        // Issue 7: brochure gating (modules/ebrochure, ADR 0020).
        'GET /api/ebrochure/download',
        'POST /api/ebrochure/link',
        'POST /api/send-email',
        'POST /api/contact',
        'POST /api/inquiry/c',
        'GET /gallery/',
        'POST /gallery/upload',
        'PUT /gallery/:id',
        'DELETE /gallery/:id',
        'POST /logAdmin',
        'POST /logout',
        // Issue 6: search engines (modules/seo).
        'GET /sitemap.xml',
        // Uploaded files (uploads/serve-uploads.ts).
        'GET /uploads/:file',
        // Issue 7: the leads inbox (modules/leads).
        'GET /api/leads',
        'GET /api/leads/summary',
        'GET /api/leads/export.csv',
        'PATCH /api/leads/:id',
        'POST /api/leads/:id/resend',
        // Issue 19: quote requests (modules/quotes) and what the inbox does with them.
        'GET /api/quote',
        'POST /api/quote',
        'DELETE /api/leads/:id',
        'GET /api/leads/:id/attachments/:attachmentId',
        // Issue 7: the API reference (modules/api-docs, ADR 0022).
        'GET /openapi.json',
        'GET /docs',
        // Issue 7: the admin activity log (modules/activity).
        'GET /api/activity',
        // Issue 18: the dashboard's figures (modules/dashboard).
        'GET /api/admin/summary',
        // Issue 20: categories and the catalogue search (modules/categories, modules/catalogue).
        'GET /api/categories',
        'POST /api/categories',
        'PUT /api/categories/order',
        'PATCH /api/categories/:id',
        'DELETE /api/categories/:id',
        'GET /api/catalogue',
        // Issue 21: account security (modules/account).
        'GET /api/account',
        'POST /api/account/password',
        'POST /api/account/sign-out-everywhere',
        'POST /api/account/2fa/setup',
        'POST /api/account/2fa/enable',
        'POST /api/account/2fa/disable',
        'POST /api/account/2fa/recovery-codes',
        // Issue 21: backups and restore (modules/backups).
        'GET /api/backups',
        'GET /api/backups/archive',
        'GET /api/backups/:name',
        'POST /api/backups/restore',
      ].sort(),
    );
  });

  it('every mutating route answers 401 without a token (except the login and the public forms)', async () => {
    const mutating = routes().filter((route) => route.method !== 'GET' && route.method !== 'HEAD');
    const guarded = mutating.filter(
      (route) => !PUBLIC_MUTATIONS.includes(`${route.method} ${route.path}`),
    );
    expect(guarded.length).toBe(mutating.length - PUBLIC_MUTATIONS.length);
    for (const route of guarded) {
      const url = route.path.replace(':id', '1');
      for (const variant of [url, url.toUpperCase(), `${url}/`]) {
        const response = await send(route.method, variant);
        expect
          .soft(`${route.method} ${variant} ${response.status}`)
          .toBe(`${route.method} ${variant} 401`);
        expect.soft(response.body).toEqual({ success: false, error: ADMIN_MESSAGES.unauthorized });
      }
    }
  });

  it('refuses an unauthenticated upload before reading it: no file lands anywhere', async () => {
    await t
      .api()
      .post('/gallery/upload')
      .attach('images', await makePng(), png())
      .expect(401);
    expect(await t.uploads()).toEqual([]);
    expect(await t.temps()).toEqual([]);
  });
});

describe('HTTP basics', () => {
  it('answers unknown paths with JSON 404 and never sends x-powered-by', async () => {
    const response = await t.api().get('/nope').expect(404);
    expect(response.body).toEqual({ success: false, error: API_ERRORS.notFound });
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('never leaks a stack: unexpected errors answer a generic 500', async () => {
    const app = express();
    app.get('/boom', () => {
      throw new Error('secret internals at /etc/passwd');
    });
    app.use(createErrorHandler(createLogger('silent'), () => Promise.resolve()));
    const response = await request(app).get('/boom').expect(500);
    expect(response.body).toEqual({ success: false, error: API_ERRORS.internal });
    expect(response.text).not.toMatch(/secret|at \//);
  });

  it('answers 400 for a path that does not decode and for tricky multipart field names', async () => {
    const bad = await t.api().get('/api/subcategories/%E0%A4%A').expect(400);
    expect(bad.body).toEqual({ success: false, error: API_ERRORS.invalidInput });
    const token = await t.token();
    const post = () =>
      t
        .api()
        .post('/sliders/addSlider')
        .set('Authorization', `Bearer ${token}`)
        .field('description', 'd');
    expect(errorOf(await post().field('__proto__', 'x').field('title', 'a').expect(400))).toBe(
      API_ERRORS.invalidInput,
    );
    await post().field('title[a]', 'x').expect(400);
    await post().field('title', 'x').field('title', 'y').expect(400);
    await post().field('constructor', 'x').field('title', 'a').expect(400);
  });

  it('maps multipart to a JSON route and JSON to a multipart route to 415', async () => {
    await t.api().post('/api/contact').attach('file', Buffer.from('x'), 'x.txt').expect(415);
    const token = await t.token();
    const response = await t
      .api()
      .post('/sliders/addSlider')
      .set('Authorization', `Bearer ${token}`)
      .send({ title: 'a', description: 'b' })
      .expect(415);
    expect(errorOf(response)).toBe(API_ERRORS.unsupportedMediaType);
  });

  it('answers 4xx, never 500, for broken multipart bodies', async () => {
    const token = await t.token();
    const broken = await t
      .api()
      .post('/gallery/upload')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'multipart/form-data; boundary=XYZ')
      .send('--XYZ\r\nContent-Disposition: form-data; name="images"; filename="a.png"\r\n\r\nabc');
    expect(broken.status).toBe(400);
    const noBoundary = await t
      .api()
      .post('/gallery/upload')
      .set('Authorization', `Bearer ${token}`)
      .set('Content-Type', 'multipart/form-data')
      .send('hello');
    expect(noBoundary.status).toBe(400);
    const manyFields = t.api().post('/sliders/addSlider').set('Authorization', `Bearer ${token}`);
    for (let i = 0; i < 10; i += 1) manyFields.field(`f${i}`, 'x');
    expect((await manyFields).status).toBe(400);
    expect(await t.temps()).toEqual([]);
  });
});

describe('CORS', () => {
  it('allows exactly the configured origins', async () => {
    const allowed = await t
      .api()
      .get('/sliders/getSliders')
      .set('Origin', 'https://gears.example')
      .expect(200);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://gears.example');
    expect(allowed.headers.vary).toMatch(/Origin/);
    const other = await t
      .api()
      .get('/sliders/getSliders')
      .set('Origin', 'https://evil.example')
      .expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const prefix = await t
      .api()
      .get('/sliders/getSliders')
      .set('Origin', 'https://gears.example.evil.com')
      .expect(200);
    expect(prefix.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers preflights for allowed origins only', async () => {
    const ok = await t
      .api()
      .options('/api/subcategories')
      .set('Origin', 'http://localhost:8080')
      .set('Access-Control-Request-Method', 'POST')
      .set('Access-Control-Request-Headers', 'authorization,content-type')
      .expect(204);
    expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(ok.headers['access-control-allow-headers']).toMatch(/Authorization/);
    expect(ok.headers['access-control-allow-methods']).toMatch(/PATCH/);
    const refused = await t
      .api()
      .options('/api/subcategories')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST')
      .expect(403);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('GET /uploads', () => {
  it('serves only allowed file types, never dotfiles, temp files, listings or files outside', async () => {
    const { uploadsDir, uploadsTmpDir } = t.handle.paths;
    await writeFile(path.join(uploadsDir, '.hidden.png'), 'x');
    await writeFile(path.join(uploadsDir, 'page.html'), '<script>alert(1)</script>');
    await writeFile(path.join(uploadsTmpDir, 'pending.part'), 'x');
    for (const url of [
      '/uploads/',
      '/uploads',
      '/uploads/.hidden.png',
      '/uploads/page.html',
      '/uploads/.tmp/pending.part',
      '/uploads/.tmp/',
      '/uploads/..%2fdb.json',
      '/uploads/%2e%2e/db.json',
      '/uploads/../db.json',
      '/uploads/missing.png',
    ]) {
      const response = await t.api().get(url);
      expect.soft(`${url} ${response.status}`).toBe(`${url} 404`);
      expect.soft(response.body).toEqual({ success: false, error: API_ERRORS.notFound });
    }
  });
});
