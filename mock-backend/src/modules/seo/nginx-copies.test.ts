import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS, renderRobotsTxt, renderStaticSitemapXml } from '@gear/contract/sitemap';

/** nginx cannot import the contract: its copies of robots.txt and the static sitemap are checked here. */
const NGINX_TEMPLATE = new URL(
  '../../../../nginx/templates/default.conf.template',
  import.meta.url,
);

describe("nginx's copies (nginx/templates/default.conf.template)", () => {
  const template = readFileSync(NGINX_TEMPLATE, 'utf8');

  it('robots.txt says what renderRobotsTxt says', () => {
    const match = /location = \/robots\.txt \{[\s\S]*?return 200 "([^"]*)";/.exec(template);
    const body = (match?.[1] ?? '')
      .replace(/\\n/g, '\n')
      .replace('$gear_site_scheme://$gear_site_host', 'https://gears.example');
    expect(body).toBe(renderRobotsTxt('https://gears.example'));
  });

  it('the static sitemap (backend without /sitemap.xml) lists PUBLIC_PAGE_PATHS', () => {
    const match = /location @sitemap_static \{[\s\S]*?return 200 '([^']*)';/.exec(template);
    const body = (match?.[1] ?? '').replaceAll(
      '$gear_site_scheme://$gear_site_host',
      'https://gears.example',
    );
    expect(body).toBe(renderStaticSitemapXml('https://gears.example'));
    expect(PUBLIC_PAGE_PATHS).toHaveLength(11);
  });
});
