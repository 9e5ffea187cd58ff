// @vitest-environment node
import { JSDOM } from 'jsdom';
import { describe, expect, it, vi } from 'vitest';

describe('htmlWindow on the server', () => {
  it('is missing until the renderer provides one, then is that window', async () => {
    vi.resetModules();
    const { htmlWindow, provideHtmlWindow } = await import('./html-window');
    expect(htmlWindow).toThrow(/No DOM to read HTML with/);
    const provided = new JSDOM('').window as unknown as Window & typeof globalThis;
    provideHtmlWindow(provided);
    expect(htmlWindow()).toBe(provided);
  });
});
