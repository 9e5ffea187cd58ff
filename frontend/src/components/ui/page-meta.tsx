import { useLayoutEffect, useMemo } from 'react';
import { applyHead } from '@/lib/seo/head';
import { pageHead, type PageHeadInput } from '@/lib/seo/page-head';
import { siteOrigin } from '@/lib/seo/site-origin';

/**
 * The page's title, description, canonical URL, Open Graph/Twitter tags and JSON-LD, written into
 * the head (one of each, lib/seo/head.ts). Every page renders one; titles and descriptions of the
 * static pages come from config/seo.ts: `<PageMeta {...SEO_PAGES.about} path={paths.about} />`.
 * `jsonLd` builds the page's own nodes for an origin: pass a stable function (module level or
 * useCallback), or the head is rewritten on every render.
 */
export function PageMeta({
  title,
  description,
  path,
  image,
  type,
  noindex,
  jsonLd,
}: PageHeadInput) {
  const imageUrl = image?.url;
  const imageAlt = image?.alt;
  const imageWidth = image?.width;
  const imageHeight = image?.height;
  const tags = useMemo(
    () =>
      pageHead(
        {
          title,
          description,
          path,
          image:
            imageUrl === undefined
              ? undefined
              : { url: imageUrl, alt: imageAlt ?? '', width: imageWidth, height: imageHeight },
          type,
          noindex,
          jsonLd,
        },
        siteOrigin(),
      ),
    [title, description, path, imageUrl, imageAlt, imageWidth, imageHeight, type, noindex, jsonLd],
  );
  // Before paint, so the tab title never shows the previous page's.
  useLayoutEffect(() => {
    applyHead(tags);
  }, [tags]);
  return null;
}
