import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '@gear/contract/sitemap';
import { seoFilesMiddleware, type SeoFilesOptions } from './seo-files';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
  passed: boolean;
}

/** Sends one request through the middleware and resolves with what it answered. */
function request(
  options: SeoFilesOptions,
  url: string,
  { method = 'GET', host = '127.0.0.1:8080' } = {},
): Promise<Answer> {
  const middleware = seoFilesMiddleware(options);
  return new Promise((resolve) => {
    const answer: Answer = { status: 0, headers: {}, body: '', passed: false };
    const res = {
      set statusCode(value: number) {
        answer.status = value;
      },
      setHeader: (name: string, value: string) => (answer.headers[name.toLowerCase()] = value),
      end: (chunk?: string) => {
        answer.body = chunk ?? '';
        resolve(answer);
      },
    };
    const req = { url, method, headers: { host } };
    middleware(req as never, res as never, () => {
      answer.passed = true;
      resolve(answer);
    });
  });
}

const upstreamXml =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>http://127.0.0.1:8080/product/7</loc></url>\n</urlset>\n';

const fakeFetch = (response: Response | Error) =>
  vi.fn<typeof fetch>(() =>
    response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
  );

describe('seoFilesMiddleware', () => {
  it('answers robots.txt on the request host, or on SITE_URL', async () => {
    const fetch = fakeFetch(new Error('unused'));
    const local = await request({ backendUpstream: 'http://api', fetch }, '/robots.txt');
    expect(local.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(local.body).toBe(
      'User-agent: *\nDisallow: /admin\n\nSitemap: http://127.0.0.1:8080/sitemap.xml\n',
    );
    const site = await request(
      { backendUpstream: 'http://api', siteUrl: 'https://www.gears.example', fetch },
      '/robots.txt?x=1',
    );
    expect(site.body).toContain('Sitemap: https://www.gears.example/sitemap.xml');
    const forged = await request({ backendUpstream: 'http://api', fetch }, '/robots.txt', {
      host: 'evil"><x',
    });
    expect(forged.body).toContain('Sitemap: http://localhost/sitemap.xml');
  });

  it("passes the backend's sitemap through, telling it the public origin", async () => {
    const fetch = fakeFetch(
      new Response(upstreamXml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } }),
    );
    const answer = await request(
      { backendUpstream: 'http://127.0.0.1:4000/', siteUrl: 'https://www.gears.example', fetch },
      '/sitemap.xml',
    );
    expect(answer.body).toBe(upstreamXml);
    expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://127.0.0.1:4000/sitemap.xml');
    expect(init?.headers).toEqual({
      'X-Forwarded-Proto': 'https',
      'X-Forwarded-Host': 'www.gears.example',
    });
  });

  it('answers the static sitemap of the public pages when the backend has none', async () => {
    const cases = [
      new Response('{"success":false}', {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      }),
      new Response('<!doctype html><html></html>', { headers: { 'Content-Type': 'text/html' } }),
      new Error('connect ECONNREFUSED'),
    ];
    for (const upstream of cases) {
      const answer = await request(
        { backendUpstream: 'http://api', fetch: fakeFetch(upstream) },
        '/sitemap.xml',
      );
      expect.soft(answer.status).toBe(200);
      expect.soft(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      const locs = [...answer.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect.soft(locs).toEqual(PUBLIC_PAGE_PATHS.map((path) => `http://127.0.0.1:8080${path}`));
      expect.soft(answer.body).not.toContain('<html');
    }
  });

  it('leaves other paths and methods to the next middleware', async () => {
    const fetch = fakeFetch(new Error('unused'));
    expect((await request({ backendUpstream: 'http://api', fetch }, '/about')).passed).toBe(true);
    expect(
      (await request({ backendUpstream: 'http://api', fetch }, '/robots.txt', { method: 'POST' }))
        .passed,
    ).toBe(true);
  });

  it('refuses a SITE_URL that is not an origin', () => {
    expect(() =>
      seoFilesMiddleware({ backendUpstream: 'http://api', siteUrl: 'example.com' }),
    ).toThrow(/SITE_URL must be the site's origin/);
  });
});
