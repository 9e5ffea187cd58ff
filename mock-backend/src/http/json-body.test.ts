import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '@gear/contract/messages';
import { createLogger } from '../lib/logger.ts';
import { createErrorHandler } from './error-handler.ts';
import { jsonBody } from './json-body.ts';

const app = express();
app.post('/', ...jsonBody(64), (req, res) => {
  res.json({ received: req.body as unknown });
});
app.use(createErrorHandler(createLogger('silent'), () => Promise.resolve()));

describe('jsonBody', () => {
  it('accepts application/json with no charset or UTF-8', async () => {
    for (const type of [
      'application/json',
      'application/json; charset=utf-8',
      'application/json;charset=UTF-8',
    ]) {
      const response = await request(app).post('/').set('Content-Type', type).send('{"a":1}');
      expect.soft(`${type} ${response.status}`).toBe(`${type} 200`);
      expect.soft(response.body).toEqual({ received: { a: 1 } });
    }
  });

  it('refuses every other charset with 415, even when repeated after utf-8 (UTF-7 would smuggle quotes)', async () => {
    for (const type of [
      'application/json; charset=utf-7',
      'application/json; charset="UTF-7"',
      'application/json; charset = utf-7',
      'application/json; charset=utf-8; charset=utf-7',
      'application/json; charset=utf-16le',
      'application/json; charset=latin1',
      'application/json; charset=utf8',
    ]) {
      const response = await request(app).post('/').set('Content-Type', type).send('{"a":1}');
      expect.soft(`${type} ${response.status}`).toBe(`${type} 415`);
      expect
        .soft(response.body)
        .toEqual({ success: false, error: API_ERRORS.unsupportedMediaType });
    }
  });

  it('reads no body as {}, refuses other media types (415), oversize (413) and broken JSON (400)', async () => {
    expect((await request(app).post('/')).body).toEqual({ received: {} });
    await request(app).post('/').set('Content-Type', 'text/plain').send('{"a":1}').expect(415);
    await request(app)
      .post('/')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ a: 'x'.repeat(100) }))
      .expect(413);
    const broken = await request(app)
      .post('/')
      .set('Content-Type', 'application/json')
      .send('{"a":');
    expect(broken.status).toBe(400);
    expect(broken.body).toEqual({ success: false, error: API_ERRORS.invalidJson });
  });
});
