import { describe, expect, it } from 'vitest';
import { FOREIGN_SEED } from './seed.ts';
import type { Product } from './store.ts';
import {
  ALLOWED_ORIGIN,
  bearer,
  control,
  expectMessageError,
  login,
  postJson,
  readJson,
  useTestBackend,
} from './test-support.ts';

const { backend, state } = useTestBackend({ reset: true });

const lead = { name: 'A', email: 'a@example.com', contact: '1' };

describe('foreign backend: control server', () => {
  it('answers /health', async () => {
    const response = await fetch(`${backend().controlUrl}/health`);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ ok: true });
  });

  it('takes the API off the network (connections refused) and back on the same port', async () => {
    // A pooled keep-alive connection exists before the switch.
    expect((await fetch(`${backend().apiUrl}/sliders/getSliders`)).status).toBe(200);
    await control(backend(), '/unreachable');
    await expect(fetch(`${backend().apiUrl}/sliders/getSliders`)).rejects.toMatchObject({
      cause: { code: 'ECONNREFUSED' },
    });
    const slide = (await state()).sliders[0]!;
    expect((await fetch(slide.image)).status).toBe(200);
    await control(backend(), '/unreachable');
    await control(backend(), '/reachable');
    expect((await fetch(`${backend().apiUrl}/sliders/getSliders`)).status).toBe(200);
  });

  it('injects failures for the next N requests of one method and exact path', async () => {
    await control(backend(), '/fail', {
      method: 'post',
      path: '/api/send-email',
      status: 500,
      times: 2,
    });
    const url = `${backend().apiUrl}/api/send-email`;
    await expectMessageError(await postJson(`${url}?x=1`, lead), 500, 'Internal Server Error');
    expect((await fetch(url)).status).toBe(404); // other method: untouched
    const failed = await postJson(url, lead, { Origin: ALLOWED_ORIGIN });
    expect(failed.headers.get('access-control-allow-origin')).toBe(ALLOWED_ORIGIN);
    await expectMessageError(failed, 500, 'Internal Server Error');
    expect((await postJson(url, lead)).status).toBe(200);

    await control(backend(), '/fail', { method: 'GET', path: '/gallery/', status: 503, times: 5 });
    await expectMessageError(
      await fetch(`${backend().apiUrl}/gallery/`),
      503,
      'Service Unavailable',
    );
    expect((await fetch(`${backend().apiUrl}/gallery`)).status).toBe(200); // exact path only
    await control(backend(), '/fail/clear');
    expect((await fetch(`${backend().apiUrl}/gallery/`)).status).toBe(200);

    const bad = await postJson(`${backend().controlUrl}/fail`, {
      method: 'GET',
      path: 'x',
      status: 200,
    });
    expect(bad.status).toBe(400);
  });

  it('delays the next N requests of one method and exact path, then answers as usual', async () => {
    // Far apart, so a busy machine cannot blur them: a held request takes at least DELAY, a
    // request that is not held answers well under it.
    const DELAY = 800;
    const held = (ms: number) => {
      expect(ms).toBeGreaterThanOrEqual(DELAY - 10);
    };
    const notHeld = (ms: number) => {
      expect(ms).toBeLessThan(DELAY - 100);
    };
    const url = `${backend().apiUrl}/sliders/getSliders`;
    const timed = async (input: string, init?: RequestInit) => {
      const started = performance.now();
      const response = await fetch(input, init);
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    const added = await postJson(`${backend().controlUrl}/delay`, {
      method: 'get',
      path: '/sliders/getSliders',
      ms: DELAY,
      times: 2,
    });
    expect(added.status).toBe(200);
    const first = await timed(`${url}?x=1`);
    expect(first.status).toBe(200);
    held(first.ms);
    // Another path and another method are not held.
    notHeld((await timed(`${backend().apiUrl}/gallery/`)).ms);
    notHeld((await timed(url, { method: 'POST' })).ms);
    held((await timed(url)).ms);
    notHeld((await timed(url)).ms); // used up

    // A held request still meets an injected failure afterwards.
    await control(backend(), '/delay', { method: 'GET', path: '/gallery/', ms: DELAY });
    await control(backend(), '/fail', { method: 'GET', path: '/gallery/', status: 503 });
    const slowFailure = await timed(`${backend().apiUrl}/gallery/`);
    expect(slowFailure.status).toBe(503);
    held(slowFailure.ms);

    await control(backend(), '/delay', { method: 'GET', path: '/gallery/', ms: 5000, times: 3 });
    await control(backend(), '/delay/clear');
    notHeld((await timed(`${backend().apiUrl}/gallery/`)).ms);

    for (const bad of [
      { method: 'GET', path: '/gallery/', ms: 0 },
      { method: 'GET', path: '/gallery/', ms: 60_001 },
      { method: 'GET', path: '/gallery/', ms: 1.5 },
      { method: 'GET', path: 'gallery', ms: 10 },
      { method: 'GET', path: '/gallery/', ms: 10, times: 0 },
      { method: 'G ET', path: '/gallery/', ms: 10 },
    ]) {
      expect.soft((await postJson(`${backend().controlUrl}/delay`, bad)).status).toBe(400);
    }
  });

  it('resets data, files, leads, tokens and failures to the seed', async () => {
    const before = await state();
    const token = await login(backend().apiUrl);
    const product = before.products[0]!;
    expect(
      (
        await fetch(`${backend().apiUrl}/api/subcategories/${product.id}`, {
          method: 'DELETE',
          headers: bearer(token),
        })
      ).status,
    ).toBe(200);
    expect((await postJson(`${backend().apiUrl}/api/send-email`, lead)).status).toBe(200);
    await control(backend(), '/fail', {
      method: 'GET',
      path: '/api/ebrochure',
      status: 500,
      times: 9,
    });
    await control(backend(), '/delay', {
      method: 'GET',
      path: '/api/ebrochure',
      ms: 5000,
      times: 9,
    });

    await control(backend(), '/reset');
    const after = await state();
    expect(after.sliders.map((s) => s.title)).toEqual(FOREIGN_SEED.sliders.map((s) => s.title));
    expect(after.products.map((p) => p.title)).toEqual(FOREIGN_SEED.products.map((p) => p.title));
    expect(after.gallery).toHaveLength(FOREIGN_SEED.galleryCount);
    expect(after.ebrochure).toBeNull();
    expect(after.leads).toEqual([]);
    expect((await fetch(after.products[0]!.product_image)).status).toBe(200);
    expect((await fetch(before.sliders[0]!.image)).status).toBe(404);
    const started = performance.now();
    await expectMessageError(
      await fetch(`${backend().apiUrl}/api/ebrochure`),
      404,
      'No e-brochure found',
    );
    expect(performance.now() - started, 'no delay left').toBeLessThan(1000);
    await expectMessageError(
      await fetch(`${backend().apiUrl}/api/ebrochure`, {
        method: 'DELETE',
        headers: bearer(token),
      }),
      401,
      'Unauthorized',
    );
  });

  it('seeds extra products with generated images', async () => {
    const response = await postJson(`${backend().controlUrl}/seed`, {
      products: [
        { title: 'Worm Gear Set', description: '<p>Worm</p>', subImages: 2 },
        { title: 'Rack', description: 'plain' },
      ],
    });
    expect(response.status).toBe(201);
    const { products } = (await readJson(response)) as { products: Product[] };
    expect(products.map((p) => p.title)).toEqual(['Worm Gear Set', 'Rack']);
    expect(products[0]!.sub_image2).not.toBe('');
    expect(products[1]!.sub_image1).toBe('');
    const image = await fetch(products[0]!.product_image);
    expect(image.headers.get('content-type')).toBe('image/png');
    await image.arrayBuffer();
    const listed = (await readJson(
      await fetch(`${backend().apiUrl}/api/subcategories`),
    )) as Product[];
    expect(listed.map((p) => p.title).slice(-2)).toEqual(['Worm Gear Set', 'Rack']);
    expect((await postJson(`${backend().controlUrl}/seed`, { products: [{}] })).status).toBe(400);
  });
});
