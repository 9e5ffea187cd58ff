import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import { pageTitle, site } from '@/config/site';
import { SiteOriginContext } from '@/lib/seo/site-origin';
import { PageMeta } from './page-meta';

const ORIGIN = window.location.origin;

/** The content (or href) of every element in the head matching `selector`. */
const meta = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector)).map(
    (element) => element.getAttribute('content') ?? element.getAttribute('href'),
  );

/** The page's JSON-LD data blocks, wherever React left them (in place, not in the head). */
const jsonLdScripts = () => document.querySelectorAll('script[type="application/ld+json"]');

/** The @type of every node of the page's one JSON-LD graph ([] when there is none). */
const jsonLdTypes = () => {
  const scripts = jsonLdScripts();
  expect(scripts.length).toBeLessThanOrEqual(1);
  const text = scripts[0]?.textContent;
  if (!text) return [];
  const graph: unknown = JSON.parse(text);
  if (typeof graph !== 'object' || graph === null || !('@graph' in graph)) return [];
  const nodes = graph['@graph'];
  return Array.isArray(nodes)
    ? nodes.map((node: unknown) =>
        typeof node === 'object' && node !== null && '@type' in node ? node['@type'] : null,
      )
    : [];
};

beforeEach(() => {
  // The document has no title or description of its own (app/root.tsx): each page renders one.
  document.head.innerHTML = '<meta charset="utf-8">';
});

describe('PageMeta', () => {
  it('gives every static public page its title, description, absolute canonical and cards', () => {
    const pages = [
      ['home', paths.home],
      ['about', paths.about],
      ['quality', paths.quality],
      ['certificate', paths.certificate],
      ['lab', paths.lab],
      ['team', paths.team],
      ['infrastructure', paths.infrastructure],
      ['products', paths.products],
      ['gallery', paths.gallery],
      ['ebrochure', paths.ebrochure],
      ['contact', paths.contact],
    ] as const;
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const [key, path] of pages) {
      const { unmount } = render(<PageMeta {...SEO_PAGES[key]} path={path} />);
      const seo = SEO_PAGES[key];
      const title = pageTitle(seo.title || undefined);
      expect.soft(document.title).toBe(title);
      expect.soft(document.head.querySelectorAll('title')).toHaveLength(1);
      expect.soft(meta('meta[name="description"]')).toEqual([seo.description]);
      expect.soft(seo.description.length).toBeLessThanOrEqual(160);
      expect.soft(meta('link[rel="canonical"]')).toEqual([`${ORIGIN}${path}`]);
      expect.soft(meta('meta[property="og:url"]')).toEqual([`${ORIGIN}${path}`]);
      expect.soft(meta('meta[property="og:title"]')).toEqual([title]);
      expect.soft(meta('meta[property="og:description"]')).toEqual([seo.description]);
      expect.soft(meta('meta[property="og:type"]')).toEqual(['website']);
      expect.soft(meta('meta[property="og:site_name"]')).toEqual([site.companyName]);
      expect.soft(meta('meta[property="og:image"]')).toEqual([`${ORIGIN}/og-image.jpg`]);
      expect.soft(meta('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
      expect.soft(meta('meta[name="twitter:title"]')).toEqual([title]);
      expect.soft(meta('meta[name="twitter:image"]')).toEqual([`${ORIGIN}/og-image.jpg`]);
      expect.soft(meta('meta[name="robots"]')).toEqual([]);
      expect.soft(jsonLdTypes()).toEqual(['Organization', 'WebSite']);
      titles.add(title);
      descriptions.add(seo.description);
      unmount();
      // Nothing of the page stays behind for the next one.
      expect
        .soft(document.head.querySelector('title, meta[name], meta[property], link'))
        .toBeNull();
      expect.soft(jsonLdScripts()).toHaveLength(0);
    }
    // Each page is distinct in search results.
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it('adds the page’s own JSON-LD and an absolute image; replaces, never duplicates', () => {
    const { rerender } = render(<PageMeta {...SEO_PAGES.about} path={paths.about} />);
    const productLd = () => [{ '@type': 'BreadcrumbList' }, { '@type': 'Product' }];
    // Client-side navigation: the same element tree with the next page's values.
    rerender(
      <PageMeta
        title="Spur Gears"
        description="Hobbed spur gears."
        path="/product/3"
        type="product"
        image={{ url: '/backend/uploads/spur.png', alt: 'Spur Gears' }}
        jsonLd={productLd}
      />,
    );
    expect(document.title).toBe(pageTitle('Spur Gears'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(meta('meta[name="description"]')).toEqual(['Hobbed spur gears.']);
    expect(meta('link[rel="canonical"]')).toEqual([`${ORIGIN}/product/3`]);
    expect(meta('meta[property="og:url"]')).toEqual([`${ORIGIN}/product/3`]);
    expect(meta('meta[property="og:type"]')).toEqual(['product']);
    expect(meta('meta[property="og:image"]')).toEqual([`${ORIGIN}/backend/uploads/spur.png`]);
    expect(meta('meta[property="og:image:alt"]')).toEqual(['Spur Gears']);
    expect(meta('meta[property="og:image:width"]')).toEqual([]);
    expect(meta('meta[name="twitter:image"]')).toEqual([`${ORIGIN}/backend/uploads/spur.png`]);
    expect(jsonLdTypes()).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Product']);
  });

  it('a noindex page (404, admin) says noindex and leaves no canonical, cards or JSON-LD behind', () => {
    const { rerender } = render(<PageMeta {...SEO_PAGES.contact} path={paths.contact} />);
    expect(jsonLdTypes()).toEqual(['Organization', 'WebSite']);
    rerender(<PageMeta {...SEO_PAGES.notFound} noindex />);
    expect(document.title).toBe(pageTitle('Page not found'));
    expect(document.head.querySelectorAll('title')).toHaveLength(1);
    expect(meta('meta[name="robots"]')).toEqual(['noindex']);
    expect(meta('meta[name="description"]')).toEqual([SEO_PAGES.notFound.description]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.head.querySelector('meta[name^="twitter:"]')).toBeNull();
    expect(jsonLdScripts()).toHaveLength(0);
  });

  it('an admin page gets its title, the default description and noindex', () => {
    render(<PageMeta title="Manage Sliders" noindex />);
    expect(document.title).toBe(pageTitle('Manage Sliders'));
    expect(meta('meta[name="description"]')).toEqual([SEO_PAGES.home.description]);
    expect(meta('meta[name="robots"]')).toEqual(['noindex']);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  });

  it('uses the origin the server rendered the page for', () => {
    render(
      <SiteOriginContext value="https://www.gears.example">
        <PageMeta {...SEO_PAGES.about} path={paths.about} />
      </SiteOriginContext>,
    );
    expect(meta('link[rel="canonical"]')).toEqual(['https://www.gears.example/about']);
    expect(meta('meta[property="og:image"]')).toEqual(['https://www.gears.example/og-image.jpg']);
  });
});

describe('PageMeta in the server-rendered HTML', () => {
  /** The markup the server sends for `element`, read back as a browser would parse it. */
  const parsed = (element: React.ReactElement) =>
    new DOMParser().parseFromString(
      `<!doctype html><html><head></head><body>${renderToString(element)}</body></html>`,
      'text/html',
    );

  it('has the tags in the markup, and a title cannot close the JSON-LD script', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const doc = parsed(
      <SiteOriginContext value="https://www.gears.example">
        <PageMeta
          title={`Gear ${hostile}`}
          description={`Made ${hostile}`}
          path="/product/9"
          type="product"
          jsonLd={() => [{ '@type': 'Product', name: `Gear ${hostile}` }]}
        />
      </SiteOriginContext>,
    );
    // The only script is the data block; it parses to exactly what the page gave.
    const scripts = doc.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.getAttribute('type')).toBe('application/ld+json');
    const graph = JSON.parse(scripts[0]?.textContent ?? '') as { '@graph': unknown[] };
    expect(graph['@graph'].at(-1)).toEqual({ '@type': 'Product', name: `Gear ${hostile}` });
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelector('title')?.textContent).toBe(pageTitle(`Gear ${hostile}`));
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      `Made ${hostile}`,
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.gears.example/product/9',
    );
    expect(doc.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('product');
  });

  it('a noindex page sends no canonical, cards or JSON-LD', () => {
    const doc = parsed(<PageMeta {...SEO_PAGES.notFound} noindex />);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[property^="og:"], meta[name^="twitter:"]')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
  });

  it("a 'follow' variant (a filtered catalogue address) is noindex, follow with its canonical page", () => {
    const doc = parsed(
      <SiteOriginContext value="https://www.gears.example">
        <PageMeta {...SEO_PAGES.products} path="/product?category=spur-gears" noindex="follow" />
      </SiteOriginContext>,
    );
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, follow',
    );
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://www.gears.example/product?category=spur-gears',
    );
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://www.gears.example/product?category=spur-gears',
    );
    expect(doc.querySelector('script[type="application/ld+json"]')).not.toBeNull();
  });
});
