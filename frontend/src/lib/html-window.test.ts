import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { htmlWindow, provideHtmlWindow } from './html-window';

describe('htmlWindow in the browser', () => {
  it("is the browser's own window, whatever was provided for the server", () => {
    provideHtmlWindow(new JSDOM('').window as unknown as Window & typeof globalThis);
    expect(htmlWindow()).toBe(window);
  });
});
