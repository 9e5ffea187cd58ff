import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, fetchTransport } from './api-client';
import { createXhrTransport, progressPercent, type UploadProgress } from './xhr-transport';
import { z } from 'zod';
import { FakeXhr } from '@/test/fake-xhr';

describe('createXhrTransport', () => {
  beforeEach(() => {
    FakeXhr.last = null;
  });

  it('sends the request with its headers, reports upload progress and returns the answer', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    window.localStorage.setItem('token', 'tok-1');
    const seen: UploadProgress[] = [];
    const form = new FormData();
    form.append('title', 'Spur');
    const call = apiRequest('/sliders/addSlider', {
      method: 'POST',
      body: form,
      auth: true,
      schema: z.object({ success: z.boolean() }),
      transport: createXhrTransport((progress) => seen.push(progress)),
    });
    await Promise.resolve();
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/backend/sliders/addSlider');
    expect(xhr.headers.authorization).toBe('Bearer tok-1');
    expect(xhr.body).toBe(form);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.answer(201, { success: true });
    await expect(call).resolves.toEqual({ success: true });
    expect(seen.map(progressPercent)).toEqual([25, 100]);
  });

  it('maps a connection failure to a network ApiError and an abort to the abort reason', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const schema = z.unknown();
    const failing = apiRequest('/gallery/upload', {
      method: 'POST',
      body: new FormData(),
      schema,
      transport: createXhrTransport(() => undefined),
    });
    await Promise.resolve();
    FakeXhr.last!.onerror?.();
    await expect(failing).rejects.toMatchObject({ name: 'ApiError', kind: 'network' });

    const controller = new AbortController();
    const aborted = apiRequest('/gallery/upload', {
      method: 'POST',
      body: new FormData(),
      schema,
      signal: controller.signal,
      transport: createXhrTransport(() => undefined),
    });
    await Promise.resolve();
    const xhr = FakeXhr.last!;
    controller.abort(new DOMException('Left the page', 'AbortError'));
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect(xhr.aborted).toBe(true);
  });

  it('falls back to fetch where XMLHttpRequest is missing', () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    expect(createXhrTransport(() => undefined)).toBe(fetchTransport);
  });

  it('gives no percentage while the total is unknown', () => {
    expect(progressPercent(null)).toBeNull();
    expect(progressPercent({ loaded: 10, total: null })).toBeNull();
    expect(progressPercent({ loaded: 300, total: 200 })).toBe(100);
  });
});
