import { DEFAULT_SHARE_IMAGE, SEO_PAGES } from '@/config/seo';
import { pageTitle, site } from '@/config/site';
import type { HeadTags, JsonLdNode, ShareImage } from './head';
import { organizationLd, websiteLd } from './json-ld';
import { absoluteUrl } from './site-origin';

export interface PageHeadInput {
  /** Page part of the title; '' gives the company name alone (home). */
  readonly title: string;
  /** Meta description; the site's default when left out (admin pages). */
  readonly description?: string | undefined;
  /** Canonical path (`/product/3`). Public pages give one; 404 and admin pages do not. */
  readonly path?: string | undefined;
  /** Link-preview image; the URL may be root-relative. Default: the site's share image. */
  readonly image?: ShareImage | undefined;
  readonly type?: 'website' | 'product' | undefined;
  /**
   * true: not meant to be found (no canonical, cards or JSON-LD). 'follow': a variant of the page
   * at `path` (a filtered catalogue address): robots 'noindex, follow', canonical to `path`, the
   * rest as an indexable page, so crawlers follow its links but index only the canonical page.
   */
  readonly noindex?: boolean | 'follow' | undefined;
  /** The page's own JSON-LD (BreadcrumbList, Product) for an origin; Organization and WebSite are added. */
  readonly jsonLd?: ((origin: string) => readonly JsonLdNode[]) | undefined;
}

const defaultImage = (origin: string): ShareImage => ({
  url: absoluteUrl(DEFAULT_SHARE_IMAGE.path, origin),
  alt: DEFAULT_SHARE_IMAGE.alt,
  width: DEFAULT_SHARE_IMAGE.width,
  height: DEFAULT_SHARE_IMAGE.height,
});

/**
 * Every head tag of a page. Only an indexable page with a canonical path is meant to be found and
 * shared: it gets canonical, Open Graph, Twitter and JSON-LD; the others get robots noindex and
 * none of them (so nothing of the previous page lingers). A 'follow' variant keeps them all and
 * adds robots 'noindex, follow'.
 */
export function pageHead(input: PageHeadInput, origin: string): HeadTags {
  const title = pageTitle(input.title || undefined);
  const description = input.description ?? SEO_PAGES.home.description;
  if (input.noindex === true || input.path === undefined) {
    return {
      title,
      description,
      canonical: null,
      robots: 'noindex',
      share: null,
      jsonLd: null,
    };
  }
  const image = input.image
    ? { ...input.image, url: absoluteUrl(input.image.url, origin) }
    : defaultImage(origin);
  return {
    title,
    description,
    canonical: absoluteUrl(input.path, origin),
    robots: input.noindex === 'follow' ? 'noindex, follow' : null,
    share: { type: input.type ?? 'website', siteName: site.companyName, image },
    jsonLd: [organizationLd(origin), websiteLd(origin), ...(input.jsonLd?.(origin) ?? [])],
  };
}
