/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The site's build (React Router framework mode: build/client and build/server, ADR 0025) and its
 * unit tests. The dev server is not Vite's own: server/app.ts serves `npm run dev` through Vite's
 * middleware, with the same headers, proxy and robots/sitemap answers as `npm start`.
 */
export default defineConfig(({ mode }) => ({
  // Vitest renders components on their own, without the router's build plugin.
  plugins: mode === 'test' ? [react()] : [reactRouter()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // Hashed files in build/client/assets; never inline assets as data: URLs (the CSP allows
    // 'self' images).
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    // build/client/.vite/manifest.json: scripts/check-bundle.mjs computes each route's first load
    // from it (dot folders are never served).
    manifest: true,
    sourcemap: false,
    target: 'es2022',
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
      'vite-plugins/**/*.test.ts',
    ],
    restoreMocks: true,
    unstubGlobals: true,
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
}));
