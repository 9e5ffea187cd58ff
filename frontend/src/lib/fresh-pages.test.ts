import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRESH_PAGES_COOKIE, markFreshPages } from './fresh-pages';

describe('the fresh-pages cookie', () => {
  it('is set for the whole site, for 30 days', () => {
    markFreshPages();
    expect(document.cookie).toContain(`${FRESH_PAGES_COOKIE}=1`);
  });

  it('is the one nginx bypasses its page cache for and stores nothing for', () => {
    // Vitest runs from frontend/ (jsdom gives import.meta.url no file: scheme).
    const template = fs.readFileSync(
      path.resolve('../nginx/templates/default.conf.template'),
      'utf8',
    );
    expect(template).toMatch(new RegExp(`proxy_cache_bypass\\s+\\$cookie_${FRESH_PAGES_COOKIE}`));
    expect(template).toMatch(new RegExp(`proxy_no_cache\\s+\\$cookie_${FRESH_PAGES_COOKIE}`));
  });
});
