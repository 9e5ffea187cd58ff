import { describe, expect, it } from 'vitest';
import { fontPreloadPlugin, fontPreloadTags } from './font-preload';

const INTER = /^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/;

const bundle = {
  'assets/index-abc.js': { type: 'chunk', fileName: 'assets/index-abc.js' },
  'assets/inter-latin-wght-normal-Dx4kXJAl.woff2': {
    type: 'asset',
    fileName: 'assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
  },
  'assets/inter-latin-wght-italic-9aZ.woff2': {
    type: 'asset',
    fileName: 'assets/inter-latin-wght-italic-9aZ.woff2',
  },
} as const;

describe('font preload', () => {
  it('gives one crossorigin woff2 preload link per pattern, with the hashed file name', () => {
    expect(fontPreloadTags(bundle, [INTER])).toEqual([
      {
        tag: 'link',
        attrs: {
          rel: 'preload',
          as: 'font',
          type: 'font/woff2',
          href: '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
          crossorigin: '',
        },
        injectTo: 'head',
      },
    ]);
  });

  it('uses the configured base', () => {
    expect(fontPreloadTags(bundle, [INTER], '/site/')[0]?.attrs?.href).toBe(
      '/site/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
    );
  });

  it('fails the build when a font is missing or ambiguous', () => {
    expect(() => fontPreloadTags(bundle, [/^assets\/roboto-.*\.woff2$/])).toThrow(/matches 0/);
    expect(() => fontPreloadTags(bundle, [/^assets\/inter-latin-wght-.*\.woff2$/])).toThrow(
      /matches 2/,
    );
  });

  it('only runs in builds, after the other HTML transforms', () => {
    const plugin = fontPreloadPlugin([INTER]);
    expect(plugin.apply).toBe('build');
    expect(plugin.transformIndexHtml).toMatchObject({ order: 'post' });
  });
});
