import { BACKEND_UNREACHABLE } from '@gear/contract/backend-proxy';
import { SliderListSchema } from '@gear/contract/slider';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/mock-fetch';
import { PREFETCH_MAX_AGE_MS, apiRequest, prefetchGet } from './api-client';

const SLIDES = [{ id: 1, title: 'Gears', description: 'd', image: '/uploads/a.png' }];
const SLIDERS = 'GET /backend/sliders/getSliders';

describe('prefetchGet', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts the request at once; the first GET of the path takes its answer, the next asks again', async () => {
    const fetchMock = mockFetch({ [SLIDERS]: json(SLIDES) });
    prefetchGet('/sliders/getSliders');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    const first = await apiRequest('/sliders/getSliders', { schema: SliderListSchema });
    expect(first[0]?.title).toBe('Gears');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await apiRequest('/sliders/getSliders', { schema: SliderListSchema });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('validates the early answer like any other', async () => {
    mockFetch({ [SLIDERS]: json({ unexpected: true }) });
    prefetchGet('/sliders/getSliders');
    await expect(
      apiRequest('/sliders/getSliders', { schema: SliderListSchema }),
    ).rejects.toMatchObject({ kind: 'parse' });
  });

  it("keeps the proxy's 'backend unreachable' mark of an early answer", async () => {
    mockFetch({
      [SLIDERS]: new Response(JSON.stringify(BACKEND_UNREACHABLE.body), {
        status: 502,
        headers: { [BACKEND_UNREACHABLE.header]: BACKEND_UNREACHABLE.value },
      }),
    });
    prefetchGet('/sliders/getSliders');
    await expect(
      apiRequest('/sliders/getSliders', { schema: SliderListSchema }),
    ).rejects.toMatchObject({ kind: 'network' });
  });

  it('asks again when the early request failed', async () => {
    let calls = 0;
    const fetchMock = mockFetch({
      [SLIDERS]: () => {
        calls += 1;
        return calls === 1 ? Promise.reject(new TypeError('offline')) : json(SLIDES);
      },
    });
    prefetchGet('/sliders/getSliders');
    const slides = await apiRequest('/sliders/getSliders', { schema: SliderListSchema });
    expect(slides).toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('does not use an answer older than PREFETCH_MAX_AGE_MS', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = mockFetch({ [SLIDERS]: json(SLIDES) });
    prefetchGet('/sliders/getSliders');
    vi.setSystemTime(Date.now() + PREFETCH_MAX_AGE_MS + 1);
    await apiRequest('/sliders/getSliders', { schema: SliderListSchema });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is never used by admin calls (they carry the token)', async () => {
    const fetchMock = mockFetch({ [SLIDERS]: json(SLIDES) });
    prefetchGet('/sliders/getSliders');
    await apiRequest('/sliders/getSliders', { schema: SliderListSchema, auth: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    // The public page still gets the early answer.
    await apiRequest('/sliders/getSliders', { schema: SliderListSchema });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('an aborted caller stops waiting for the early answer', async () => {
    mockFetch({ [SLIDERS]: () => new Promise<Response>(() => undefined) });
    prefetchGet('/sliders/getSliders');
    const controller = new AbortController();
    const pending = apiRequest('/sliders/getSliders', {
      schema: SliderListSchema,
      signal: controller.signal,
    });
    controller.abort();
    await expect(pending).rejects.toBeDefined();
  });
});
