import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadAs } from './download';

function clicks() {
  const links: { href: string; download: string; target: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    links.push({ href: this.href, download: this.download, target: this.target });
  });
  return links;
}

describe('downloadAs', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('names a same-origin file through the link, at once', () => {
    const links = clicks();
    const started = vi.fn();
    downloadAs('/backend/uploads/a1.pdf', 'Catalogue.pdf', started);
    expect(links).toEqual([
      {
        href: `${window.location.origin}/backend/uploads/a1.pdf`,
        download: 'Catalogue.pdf',
        target: '_blank',
      },
    ]);
    expect(started).toHaveBeenCalledTimes(1);
  });

  it('saves a file from another origin that allows it (CORS) under the name, from memory', async () => {
    const links = clicks();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(new Blob(['%PDF-1.4']), { status: 200 }))),
    );
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    URL.revokeObjectURL = vi.fn();
    const started = vi.fn();
    downloadAs('https://cdn.example.com/files/a1.pdf', 'Catalogue.pdf', started);
    await vi.waitFor(() => {
      expect(started).toHaveBeenCalledTimes(1);
    });
    expect(fetch).toHaveBeenCalledWith('https://cdn.example.com/files/a1.pdf', {
      mode: 'cors',
      credentials: 'omit',
    });
    expect(links).toEqual([
      { href: 'blob:http://localhost/1', download: 'Catalogue.pdf', target: '_blank' },
    ]);
  });

  it('opens a file from another origin without CORS as it is, in a new tab', async () => {
    const links = clicks();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const started = vi.fn();
    downloadAs('https://cdn.example.com/files/a1.pdf', 'Catalogue.pdf', started);
    await vi.waitFor(() => {
      expect(started).toHaveBeenCalledTimes(1);
    });
    expect(links).toEqual([
      { href: 'https://cdn.example.com/files/a1.pdf', download: '', target: '_blank' },
    ]);
  });
});
