import { renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, SiteOriginContext, siteOrigin, useSiteOrigin } from './site-origin';

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

describe('useSiteOrigin', () => {
  it('is the origin the server rendered the page for (app/root.tsx), so hydration agrees', () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(SiteOriginContext, { value: 'https://www.gears.example' }, children);
    expect(renderHook(() => useSiteOrigin(), { wrapper }).result.current).toBe(
      'https://www.gears.example',
    );
  });

  it("falls back to the page's own origin outside a rendered page", () => {
    expect(renderHook(() => useSiteOrigin()).result.current).toBe(window.location.origin);
  });
});
