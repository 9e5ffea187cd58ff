import { describe, expect, it } from 'vitest';
import { absoluteUrl, siteOrigin } from './site-origin';

describe('siteOrigin', () => {
  it('is SITE_URL when configured, else the page origin', () => {
    expect(siteOrigin('https://www.gears.example')).toBe('https://www.gears.example');
    expect(siteOrigin(null)).toBe(window.location.origin);
  });
  it('absoluteUrl joins paths to the origin and keeps absolute URLs', () => {
    expect(absoluteUrl('/product/3', 'https://g.example')).toBe('https://g.example/product/3');
    expect(absoluteUrl('https://cdn.example/a.png', 'https://g.example')).toBe(
      'https://cdn.example/a.png',
    );
  });
});
