import { render } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SEO_PAGES } from '@/config/seo';
import { pageTitle, site } from '@/config/site';
import { PageMeta } from './page-meta';

const ORIGIN = window.location.origin;

const meta = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector)).map(
    (element) => element.getAttribute('content') ?? element.getAttribute('href'),
  );
const jsonLdTypes = () => {
  const scripts = document.head.querySelectorAll('script[type="application/ld+json"]');
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
  document.head.innerHTML =
    '<title>Default</title><meta name="description" content="Default description">';
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
      expect(document.title).toBe(title);
      expect(document.head.querySelectorAll('title')).toHaveLength(1);
      expect(meta('meta[name="description"]')).toEqual([seo.description]);
      expect(seo.description.length).toBeLessThanOrEqual(160);
      expect(meta('link[rel="canonical"]')).toEqual([`${ORIGIN}${path}`]);
      expect(meta('meta[property="og:url"]')).toEqual([`${ORIGIN}${path}`]);
      expect(meta('meta[property="og:title"]')).toEqual([title]);
      expect(meta('meta[property="og:description"]')).toEqual([seo.description]);
      expect(meta('meta[property="og:type"]')).toEqual(['website']);
      expect(meta('meta[property="og:site_name"]')).toEqual([site.companyName]);
      expect(meta('meta[property="og:image"]')).toEqual([`${ORIGIN}/og-image.jpg`]);
      expect(meta('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
      expect(meta('meta[name="twitter:image"]')).toEqual([`${ORIGIN}/og-image.jpg`]);
      expect(meta('meta[name="robots"]')).toEqual([]);
      expect(jsonLdTypes()).toEqual(['Organization', 'WebSite']);
      titles.add(title);
      descriptions.add(seo.description);
      unmount();
    }
    // Each page is distinct in search results.
    expect(titles.size).toBe(pages.length);
    expect(descriptions.size).toBe(pages.length);
  });

  it('adds the page’s own JSON-LD and an absolute image; replaces, never duplicates', () => {
    const first = render(<PageMeta {...SEO_PAGES.about} path={paths.about} />);
    first.unmount();
    render(
      <PageMeta
        title="Spur Gears"
        description="Hobbed spur gears."
        path="/product/3"
        type="product"
        image={{ url: '/backend/uploads/spur.png', alt: 'Spur Gears' }}
        jsonLd={() => [{ '@type': 'BreadcrumbList' }, { '@type': 'Product' }]}
      />,
    );
    expect(document.title).toBe(pageTitle('Spur Gears'));
    expect(meta('meta[name="description"]')).toEqual(['Hobbed spur gears.']);
    expect(meta('link[rel="canonical"]')).toEqual([`${ORIGIN}/product/3`]);
    expect(meta('meta[property="og:type"]')).toEqual(['product']);
    expect(meta('meta[property="og:image"]')).toEqual([`${ORIGIN}/backend/uploads/spur.png`]);
    expect(meta('meta[property="og:image:width"]')).toEqual([]);
    expect(jsonLdTypes()).toEqual(['Organization', 'WebSite', 'BreadcrumbList', 'Product']);
  });

  it('a noindex page (404, admin) says noindex and leaves no canonical, cards or JSON-LD behind', () => {
    render(<PageMeta {...SEO_PAGES.contact} path={paths.contact} />).unmount();
    render(<PageMeta {...SEO_PAGES.notFound} noindex />);
    expect(document.title).toBe(pageTitle('Page not found'));
    expect(meta('meta[name="robots"]')).toEqual(['noindex']);
    expect(meta('meta[name="description"]')).toEqual([SEO_PAGES.notFound.description]);
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(jsonLdTypes()).toEqual([]);
  });

  it('an admin page gets its title, the default description and noindex', () => {
    render(<PageMeta title="Manage Sliders" noindex />);
    expect(document.title).toBe(pageTitle('Manage Sliders'));
    expect(meta('meta[name="description"]')).toEqual([SEO_PAGES.home.description]);
    expect(meta('meta[name="robots"]')).toEqual(['noindex']);
  });
});
