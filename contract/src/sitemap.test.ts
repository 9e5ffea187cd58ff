import { describe, expect, it } from 'vitest';
import {
  PUBLIC_PAGE_PATHS,
  escapeXml,
  parseSiteUrl,
  productPagePath,
  renderRobotsTxt,
  renderSitemapXml,
  safeHost,
} from './sitemap.ts';

describe('renderSitemapXml', () => {
  it('writes absolute, XML-escaped locations and lastmod only where known', () => {
    const xml = renderSitemapXml('https://gears.example/', [
      { path: '/' },
      { path: productPagePath('a&b <c>'), lastmod: '2025-01-02T03:04:05.000Z' },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '  <url><loc>https://gears.example/</loc></url>',
        '  <url><loc>https://gears.example/product/a%26b%20%3Cc%3E</loc><lastmod>2025-01-02T03:04:05.000Z</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
    expect(renderSitemapXml('http://h', [{ path: "/x?a=1&b='2'" }])).toContain(
      '<loc>http://h/x?a=1&amp;b=&apos;2&apos;</loc>',
    );
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">&'`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;');
  });
});

describe('parseSiteUrl', () => {
  it('accepts an http(s) origin, with or without the trailing slash', () => {
    expect(parseSiteUrl('https://www.example.com')).toBe('https://www.example.com');
    expect(parseSiteUrl(' http://localhost:8080/ ')).toBe('http://localhost:8080');
  });
  it('refuses paths, queries, credentials, other schemes and non-URLs', () => {
    for (const value of [
      '',
      'www.example.com',
      '//example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://example.com/shop',
      'https://example.com/?a=1',
      'https://example.com/#top',
      'https://user:pw@example.com',
    ]) {
      expect.soft(parseSiteUrl(value), value).toBeNull();
    }
  });
});

describe('safeHost', () => {
  it('keeps name[:port] and [ipv6][:port]', () => {
    for (const host of ['localhost', 'www.example.com', '127.0.0.1:8080', '[::1]:8080']) {
      expect.soft(safeHost(host)).toBe(host);
    }
  });
  it('refuses anything that could carry markup or a path', () => {
    for (const host of [undefined, '', 'a b', 'x"y', 'x<y', 'x&y', 'h/p', 'h:port', '-h']) {
      expect.soft(safeHost(host), String(host)).toBeNull();
    }
  });
});

describe('PUBLIC_PAGE_PATHS', () => {
  it('has every public page of SPEC §2 once, /quailty spelled so', () => {
    expect(new Set(PUBLIC_PAGE_PATHS).size).toBe(11);
    expect(PUBLIC_PAGE_PATHS).toContain('/quailty');
  });
});

describe('robots.txt', () => {
  it('disallows the admin panel and names the sitemap absolutely', () => {
    expect(renderRobotsTxt('https://gears.example')).toBe(
      'User-agent: *\nDisallow: /admin\n\nSitemap: https://gears.example/sitemap.xml\n',
    );
  });
});
