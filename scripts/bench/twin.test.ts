import { describe, expect, it } from 'vitest';
import { BLOCKED_THIRD_PARTIES } from './lighthouse.ts';
import { blockedPattern, routeSlug, twinPath } from './twin.ts';

describe('twin paths', () => {
  it('names each route as a file of the __twin folder', () => {
    expect(routeSlug('/')).toBe('home');
    expect(routeSlug('/product/12')).toBe('product-12');
    expect(twinPath('/')).toBe('/__twin/home.html');
    expect(twinPath('/product/12')).toBe('/__twin/product-12.html');
    expect(twinPath('/ebrochure')).toBe('/__twin/ebrochure.html');
  });
});

describe('blockedPattern', () => {
  it("blocks what Lighthouse blocks, and nothing of the site's own", () => {
    const pattern = blockedPattern(BLOCKED_THIRD_PARTIES);
    expect(pattern.test('https://translate.google.com/translate_a/element.js?cb=x')).toBe(true);
    expect(pattern.test('https://translate.googleapis.com/x.css')).toBe(true);
    expect(pattern.test('https://www.google.com/maps/embed?pb=1')).toBe(true);
    expect(pattern.test('http://127.0.0.1:8080/assets/index.js')).toBe(false);
    expect(pattern.test('http://127.0.0.1:8080/translate-init.js')).toBe(false);
  });
});
