/**
 * The window whose DOM reads HTML from the backend (product descriptions): the browser's own, or on
 * the server the one entry.server.tsx provides (jsdom), so a page renders the same sanitized
 * description and meta text there as in the browser.
 */
type HtmlWindow = Window & typeof globalThis;

let provided: HtmlWindow | null = null;

export function provideHtmlWindow(htmlWindow: HtmlWindow): void {
  provided = htmlWindow;
}

export function htmlWindow(): HtmlWindow {
  if (typeof window !== 'undefined') return window;
  if (provided) return provided;
  throw new Error('No DOM to read HTML with: the server provides one (app/entry.server.tsx).');
}
