/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { backendProxy } from './vite-plugins/backend-proxy.ts';
import { runtimeConfigPlugin } from './vite-plugins/runtime-config.ts';
import { securityHeadersPlugin } from './vite-plugins/security-headers.ts';
import { fontPreloadPlugin } from './vite-plugins/font-preload.ts';
import { seoFilesPlugin } from './vite-plugins/seo-files.ts';

const backendUpstream = process.env.BACKEND_UPSTREAM || 'http://127.0.0.1:4000';
const sitePort = Number(process.env.SITE_PORT || 8080);

export default defineConfig({
  plugins: [
    react(),
    runtimeConfigPlugin(process.env),
    // nginx's security headers (CSP with the backend's and ASSET_ORIGINS' origins) on every answer.
    securityHeadersPlugin(process.env),
    // robots.txt and sitemap.xml as nginx answers them (the sitemap comes from the backend).
    seoFilesPlugin({ backendUpstream, siteUrl: process.env.SITE_URL }),
    // Preload the woff2 the first paint needs (src/styles/fonts.css).
    fontPreloadPlugin([/^assets\/inter-latin-wght-normal-[\w-]+\.woff2$/]),
  ],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: backendProxy(backendUpstream),
  },
  preview: {
    port: Number.isInteger(sitePort) && sitePort > 0 ? sitePort : 8080,
    strictPort: true,
    host: '127.0.0.1',
    proxy: backendProxy(backendUpstream),
  },
  build: {
    // Hashed files in dist/assets; never inline assets as data: URLs (the CSP allows 'self' images).
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    // dist/.vite/manifest.json: scripts/check-bundle.mjs computes each route's first load from it.
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
