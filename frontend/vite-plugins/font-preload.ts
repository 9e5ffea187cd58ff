import type { HtmlTagDescriptor, Plugin } from 'vite';

/** Emitted assets the build hands to transformIndexHtml: only the file name matters here. */
type BundleLike = Record<string, { type: 'asset' | 'chunk'; fileName: string }>;

/**
 * `<link rel="preload" as="font">` tags for the emitted font files matching `patterns` (fonts must
 * be requested with CORS, hence `crossorigin`). Every pattern must match exactly one file, so a
 * renamed or dropped font fails the build instead of silently losing its preload.
 */
export function fontPreloadTags(
  bundle: BundleLike,
  patterns: readonly RegExp[],
  base = '/',
): HtmlTagDescriptor[] {
  const assets = Object.values(bundle).filter((output) => output.type === 'asset');
  return patterns.map((pattern) => {
    const matches = assets.filter((asset) => pattern.test(asset.fileName));
    if (matches.length !== 1) {
      throw new Error(
        `font preload: ${String(pattern)} matches ${String(matches.length)} emitted files (${matches.map((m) => m.fileName).join(', ') || 'none'}), expected 1`,
      );
    }
    const [font] = matches;
    return {
      tag: 'link',
      attrs: {
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        href: `${base}${font?.fileName ?? ''}`,
        crossorigin: '',
      },
      injectTo: 'head',
    };
  });
}

/**
 * Preloads the woff2 files the first paint needs (the font's file is only discovered once the CSS
 * has loaded otherwise). Build only: the dev server serves fonts unhashed and needs no preload.
 */
export function fontPreloadPlugin(patterns: readonly RegExp[]): Plugin {
  let base = '/';
  return {
    name: 'gear-font-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return fontPreloadTags(context.bundle, patterns, base);
      },
    },
  };
}
