import { z } from 'zod';
import { png } from '../src/test-utils/fixtures.ts';
import type { TestApp } from '../src/test-utils/test-app.ts';

/**
 * One real slider, product and gallery image, so a write that should be refused would really
 * change something. Returns their ids keyed by the route's resource segment.
 */
export async function seedOneOfEach(
  t: TestApp,
  token: string,
  pngBytes: Buffer,
): Promise<Record<string, number>> {
  const auth = { Authorization: `Bearer ${token}` };
  const slider = await t
    .api()
    .post('/sliders/addSlider')
    .set(auth)
    .field('title', 'Slide')
    .field('description', 'Text')
    .attach('image', pngBytes, png())
    .expect(201);
  const product = await t
    .api()
    .post('/api/subcategories')
    .set(auth)
    .field('title', 'Gear')
    .field('description', '<p>Gear</p>')
    .attach('image', pngBytes, png())
    .expect(201);
  const gallery = await t
    .api()
    .post('/gallery/upload')
    .set(auth)
    .attach('images', pngBytes, png())
    .expect(201);
  return {
    sliders: z.object({ slider: z.object({ id: z.number() }) }).parse(slider.body).slider.id,
    'api/subcategories': z.object({ data: z.object({ id: z.number() }) }).parse(product.body).data
      .id,
    gallery: z.object({ items: z.tuple([z.object({ id: z.number() })]) }).parse(gallery.body)
      .items[0].id,
  };
}
