import { beforeEach, describe, expect, it } from 'vitest';
import { applyHead, serializeJsonLd, type HeadTags } from './head';

/** index.html's defaults. */
const INDEX_HEAD =
  '<meta charset="UTF-8"><meta name="description" content="Default"><title>Default title</title><script src="/config.js"></script>';

const shareable: HeadTags = {
  title: 'About Us | Gears',
  description: 'About the company.',
  canonical: 'https://gears.example/about',
  robots: null,
  share: {
    type: 'website',
    siteName: 'Gears',
    image: { url: 'https://gears.example/og.jpg', alt: 'Factory', width: 1200, height: 630 },
  },
  jsonLd: [{ '@type': 'Organization', name: 'Gears' }],
};

const content = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector)).map(
    (element) => element.getAttribute('content') ?? element.getAttribute('href'),
  );

/** Every tag name/property in the head, to check there is one of each. */
const keys = () =>
  Array.from(document.head.children).map(
    (element) =>
      `${element.tagName}:${element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel') ?? element.getAttribute('type') ?? ''}`,
  );

beforeEach(() => {
  document.head.innerHTML = INDEX_HEAD;
});

describe('applyHead', () => {
  it("updates index.html's title and description in place and adds the sharing tags once", () => {
    applyHead(shareable);
    applyHead(shareable);
    expect(document.title).toBe('About Us | Gears');
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(content('meta[name="description"]')).toEqual(['About the company.']);
    expect(content('link[rel="canonical"]')).toEqual(['https://gears.example/about']);
    expect(content('meta[property="og:title"]')).toEqual(['About Us | Gears']);
    expect(content('meta[property="og:description"]')).toEqual(['About the company.']);
    expect(content('meta[property="og:url"]')).toEqual(['https://gears.example/about']);
    expect(content('meta[property="og:type"]')).toEqual(['website']);
    expect(content('meta[property="og:site_name"]')).toEqual(['Gears']);
    expect(content('meta[property="og:image"]')).toEqual(['https://gears.example/og.jpg']);
    expect(content('meta[property="og:image:width"]')).toEqual(['1200']);
    expect(content('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(content('meta[name="twitter:title"]')).toEqual(['About Us | Gears']);
    expect(content('meta[name="twitter:description"]')).toEqual(['About the company.']);
    expect(content('meta[name="twitter:image"]')).toEqual(['https://gears.example/og.jpg']);
    expect(content('meta[name="robots"]')).toEqual([]);
    const all = keys();
    expect(new Set(all).size).toBe(all.length);
  });

  it('replaces the previous page’s values and removes duplicates someone else added', () => {
    applyHead(shareable);
    document.head.insertAdjacentHTML('beforeend', '<meta name="description" content="stray">');
    applyHead({
      ...shareable,
      title: 'Spur Gears | Gears',
      description: 'Hobbed spur gears.',
      canonical: 'https://gears.example/product/3',
      share: shareable.share && { ...shareable.share, type: 'product' },
    });
    expect(content('meta[name="description"]')).toEqual(['Hobbed spur gears.']);
    expect(content('link[rel="canonical"]')).toEqual(['https://gears.example/product/3']);
    expect(content('meta[property="og:type"]')).toEqual(['product']);
    expect(content('meta[property="og:url"]')).toEqual(['https://gears.example/product/3']);
  });

  it('a noindex page keeps title and description but drops canonical, sharing tags and JSON-LD', () => {
    applyHead(shareable);
    applyHead({
      title: 'Page not found | Gears',
      description: 'Gone.',
      canonical: null,
      robots: 'noindex',
      share: null,
      jsonLd: null,
    });
    expect(document.title).toBe('Page not found | Gears');
    expect(content('meta[name="robots"]')).toEqual(['noindex']);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('meta[name^="twitter:"]')).toBeNull();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
    // index.html's config script is not touched.
    expect(document.head.querySelector('script[src="/config.js"]')).not.toBeNull();
  });

  it('writes one JSON-LD data block that parses and cannot close its script', () => {
    applyHead({ ...shareable, jsonLd: [{ '@type': 'Product', name: '</script><b>x</b>' }] });
    applyHead({ ...shareable, jsonLd: [{ '@type': 'Product', name: '</script><b>x</b>' }] });
    const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(scripts).toHaveLength(1);
    const text = scripts[0]?.textContent ?? '';
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [{ '@type': 'Product', name: '</script><b>x</b>' }],
    });
    expect(serializeJsonLd([])).toBe('{"@context":"https://schema.org","@graph":[]}');
  });
});
