/**
 * Writes the document head's search and sharing tags in place: exactly one element per tag
 * (index.html's defaults are updated, never duplicated; stray copies are removed).
 *
 * Why not React 19's hoisted <title>/<meta>: React appends its own elements next to index.html's
 * and never merges them, so a page would carry two descriptions (crawlers read the first, the
 * generic one), and there is no hoisting for JSON-LD in <head>. Upserting keeps one of each.
 */

/** A JSON-LD node (schema.org) as plain data. */
export type JsonLdNode = Readonly<Record<string, unknown>>;

export interface ShareImage {
  /** Absolute URL. */
  readonly url: string;
  readonly alt: string;
  readonly width?: number | undefined;
  readonly height?: number | undefined;
}

export interface HeadTags {
  readonly title: string;
  readonly description: string;
  /** Absolute canonical URL; null for pages without one (404, admin). */
  readonly canonical: string | null;
  /** The robots meta ('noindex'); null removes it (indexable). */
  readonly robots: string | null;
  /** Open Graph and Twitter cards; null removes them (pages not meant to be shared). */
  readonly share: {
    readonly type: 'website' | 'product';
    readonly siteName: string;
    readonly image: ShareImage;
  } | null;
  /** The page's JSON-LD graph; null removes the script. */
  readonly jsonLd: readonly JsonLdNode[] | null;
}

/** Marks the JSON-LD script this module owns (a page may hold other data blocks). */
const JSON_LD_SELECTOR = 'script[type="application/ld+json"][data-page-meta]';

/** One element for `selector`: the first is kept (or created), extra copies removed. */
function single(head: HTMLHeadElement, selector: string, create: () => Element): Element {
  const [first, ...extra] = Array.from(head.querySelectorAll(selector));
  for (const element of extra) element.remove();
  if (first) return first;
  const element = create();
  head.append(element);
  return element;
}

function removeAll(head: HTMLHeadElement, selector: string): void {
  for (const element of Array.from(head.querySelectorAll(selector))) element.remove();
}

/** <meta name|property="key" content="value">; null removes it. */
function setMeta(
  doc: Document,
  attribute: 'name' | 'property',
  key: string,
  value: string | null,
): void {
  const selector = `meta[${attribute}="${key}"]`;
  if (value === null) {
    removeAll(doc.head, selector);
    return;
  }
  const meta = single(doc.head, selector, () => {
    const element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    return element;
  });
  meta.setAttribute('content', value);
}

function setCanonical(doc: Document, href: string | null): void {
  const selector = 'link[rel="canonical"]';
  if (href === null) {
    removeAll(doc.head, selector);
    return;
  }
  single(doc.head, selector, () => {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    return link;
  }).setAttribute('href', href);
}

/** JSON for a <script> data block: "<" escaped so no "</script>" can end it early. */
export const serializeJsonLd = (nodes: readonly JsonLdNode[]) =>
  JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');

function setJsonLd(doc: Document, nodes: readonly JsonLdNode[] | null): void {
  if (nodes === null || nodes.length === 0) {
    removeAll(doc.head, JSON_LD_SELECTOR);
    return;
  }
  single(doc.head, JSON_LD_SELECTOR, () => {
    const script = doc.createElement('script');
    script.type = 'application/ld+json';
    script.dataset.pageMeta = '';
    return script;
  }).textContent = serializeJsonLd(nodes);
}

export function applyHead(tags: HeadTags, doc: Document = document): void {
  // Setting document.title updates the first <title> (index.html's) or creates one.
  removeAll(doc.head, 'title:not(:first-of-type)');
  doc.title = tags.title;
  setMeta(doc, 'name', 'description', tags.description);
  setMeta(doc, 'name', 'robots', tags.robots);
  setCanonical(doc, tags.canonical);

  const share = tags.share;
  const og = (key: string, value: string | null) => {
    setMeta(doc, 'property', `og:${key}`, value);
  };
  const twitter = (key: string, value: string | null) => {
    setMeta(doc, 'name', `twitter:${key}`, value);
  };
  og('site_name', share?.siteName ?? null);
  og('type', share?.type ?? null);
  og('title', share ? tags.title : null);
  og('description', share ? tags.description : null);
  og('url', share ? tags.canonical : null);
  og('image', share?.image.url ?? null);
  og('image:alt', share?.image.alt ?? null);
  og('image:width', share?.image.width === undefined ? null : String(share.image.width));
  og('image:height', share?.image.height === undefined ? null : String(share.image.height));
  twitter('card', share ? 'summary_large_image' : null);
  twitter('title', share ? tags.title : null);
  twitter('description', share ? tags.description : null);
  twitter('image', share?.image.url ?? null);
  twitter('image:alt', share?.image.alt ?? null);

  setJsonLd(doc, tags.jsonLd);
}
