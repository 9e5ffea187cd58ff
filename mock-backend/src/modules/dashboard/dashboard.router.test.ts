import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminSummarySchema } from '@gear/contract/admin-summary';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { makePdf, makePng, pdf, png } from '../../test-utils/fixtures.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { errorOf } from '../../test-utils/bodies.ts';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await startTestApp();
  token = await t.token();
});
afterAll(() => t.destroy());

const auth = () => ({ Authorization: `Bearer ${token}` });
const summary = async () =>
  AdminSummarySchema.parse((await t.api().get('/api/admin/summary').set(auth()).expect(200)).body);

describe('GET /api/admin/summary', () => {
  it('needs an admin token', async () => {
    const response = await t.api().get('/api/admin/summary').expect(401);
    expect(errorOf(response)).toBe(ADMIN_MESSAGES.unauthorized);
  });

  it('counts what the backend keeps, in one answer that follows every change', async () => {
    const empty = await summary();
    expect(empty).toMatchObject({ sliders: 0, products: 0, gallery: 0, brochure: false });
    // The login that took the token is the newest activity.
    expect(Date.parse(empty.last_activity_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const leads = await t.api().get('/api/leads/summary').set(auth()).expect(200);
    expect(empty.leads).toEqual(leads.body);

    const image = await makePng();
    await t
      .api()
      .post('/sliders/addSlider')
      .set(auth())
      .field('title', 'Spur gears')
      .field('description', 'Cut and ground')
      .attach('image', image, png())
      .expect(201);
    await t
      .api()
      .post('/gallery/upload')
      .set(auth())
      .attach('images', image, png('a.png'))
      .attach('images', image, png('b.png'))
      .expect(201);
    await t
      .api()
      .post('/api/ebrochure')
      .set(auth())
      .attach('cover_image', image, png())
      .attach('pdf_file', makePdf(), pdf())
      .expect((response) => {
        expect(response.status).toBeLessThan(300);
      });

    const after = await summary();
    expect(after).toMatchObject({ sliders: 1, products: 0, gallery: 2, brochure: true });
    expect(Date.parse(after.last_activity_at ?? '')).toBeGreaterThanOrEqual(
      Date.parse(empty.last_activity_at ?? ''),
    );
  });
});
