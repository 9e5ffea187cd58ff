import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { recordFigures } from './figures.ts';

/** SECURITY.md "Never a stack trace, version banner or x-powered-by in a response." */
describe('responses reveal nothing about the server', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.destroy());

  it('no x-powered-by, no Server version, no stack trace, on success and on every kind of error', async () => {
    const token = await app.token();
    const probes = [
      app.api().get('/sliders/getSliders'),
      app.api().get('/no/such/route'),
      app.api().post('/api/contact').set('Content-Type', 'application/json').send('{"broken'),
      app.api().post('/api/contact').set('Content-Type', 'text/xml').send('<a/>'),
      app.api().delete('/gallery/abc').set('Authorization', `Bearer ${token}`),
      app.api().delete('/gallery/1').set('Authorization', 'Bearer not.a.token'),
      app.api().get('/api/subcategories/99999999999999999999'),
    ];
    let serverErrors = 0;
    for (const probe of probes) {
      const response = await probe;
      if (response.status >= 500) serverErrors += 1;
      expect.soft(response.headers['x-powered-by']).toBeUndefined();
      expect.soft(response.headers.server ?? '').not.toMatch(/\d/);
      expect.soft(response.text).not.toMatch(/\bat .+\.(ts|js):\d+|node_modules|Error: /);
    }
    expect(serverErrors).toBe(0);
    recordFigures({
      section: 'Bodies',
      protection: 'No stack trace, version banner or x-powered-by in any answer',
      test: 'banners.security.test.ts › no x-powered-by, no Server version, no stack trace',
      inputs: probes.length,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
    });
  });
});
