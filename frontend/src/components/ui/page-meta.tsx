import { useMemo } from 'react';
import { serializeJsonLd, type HeadTags } from '@/lib/seo/head';
import { pageHead, type PageHeadInput } from '@/lib/seo/page-head';
import { useSiteOrigin } from '@/lib/seo/site-origin';

/**
 * The page's title, description, canonical URL, Open Graph/Twitter tags and JSON-LD. Every page
 * renders one; React puts the tags in <head> (in the server's HTML too, for crawlers and link
 * previews) and swaps them on client-side navigation. Titles and descriptions of the static pages
 * come from config/seo.ts: `<PageMeta {...SEO_PAGES.about} path={paths.about} />`.
 * `jsonLd` builds the page's own nodes for an origin: pass a stable function (module level or
 * useCallback), or the tags are rebuilt on every render.
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
  const origin = useSiteOrigin();
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
        origin,
      ),
    [
      title,
      description,
      path,
      imageUrl,
      imageAlt,
      imageWidth,
      imageHeight,
      type,
      noindex,
      jsonLd,
      origin,
    ],
  );
  return <HeadElements tags={tags} />;
}

function HeadElements({ tags }: { tags: HeadTags }) {
  const { share, jsonLd } = tags;
  return (
    <>
      <title>{tags.title}</title>
      <meta name="description" content={tags.description} />
      {tags.robots === null ? null : <meta name="robots" content={tags.robots} />}
      {tags.canonical === null ? null : <link rel="canonical" href={tags.canonical} />}
      {share === null ? null : (
        <>
          <meta property="og:site_name" content={share.siteName} />
          <meta property="og:type" content={share.type} />
          <meta property="og:title" content={tags.title} />
          <meta property="og:description" content={tags.description} />
          {tags.canonical === null ? null : <meta property="og:url" content={tags.canonical} />}
          <meta property="og:image" content={share.image.url} />
          <meta property="og:image:alt" content={share.image.alt} />
          {share.image.width === undefined ? null : (
            <meta property="og:image:width" content={String(share.image.width)} />
          )}
          {share.image.height === undefined ? null : (
            <meta property="og:image:height" content={String(share.image.height)} />
          )}
          <meta name="twitter:card" content="summary_large_image" />
          <meta name="twitter:title" content={tags.title} />
          <meta name="twitter:description" content={tags.description} />
          <meta name="twitter:image" content={share.image.url} />
          <meta name="twitter:image:alt" content={share.image.alt} />
        </>
      )}
      {jsonLd === null || jsonLd.length === 0 ? null : (
        // A data block, not a script: React 19 leaves it where it is (in the body), which is
        // valid for JSON-LD; "<" is escaped so no "</script>" in a product title can end it.
        <script
          type="application/ld+json"
          data-page-meta=""
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(jsonLd) }}
        />
      )}
    </>
  );
}
