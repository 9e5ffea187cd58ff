/**
 * The search and sharing tags of a page (components/ui/page-meta.tsx renders them). The document
 * has no default title or description of its own (app/root.tsx): each page renders exactly one
 * set, which React places in <head> on the server and replaces on client-side navigation.
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
  /** The robots meta ('noindex', or 'noindex, follow'); null removes it (indexable). */
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

/** JSON for a <script> data block: "<" escaped so no "</script>" can end it early. */
export const serializeJsonLd = (nodes: readonly JsonLdNode[]) =>
  JSON.stringify({ '@context': 'https://schema.org', '@graph': nodes }).replace(/</g, '\\u003c');
