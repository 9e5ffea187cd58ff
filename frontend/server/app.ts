import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequestHandler } from '@react-router/express';
import express, { type RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { API_PREFIX, backendProxy } from './backend-proxy.ts';
import { bodyLimitFor, readBodyLimits } from './request-limits.ts';
import { securityHeaders } from './security-headers.ts';
import { seoFilesMiddleware } from './seo-files.ts';
import type { SiteSettings } from './settings.ts';

const FRONTEND_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CLIENT_DIR = path.join(FRONTEND_DIR, 'build', 'client');
const SERVER_BUILD = path.join(FRONTEND_DIR, 'build', 'server', 'index.js');

/** nginx's client_header_timeout and client_body_timeout (the site template). */
const HEADERS_TIMEOUT_MS = 15_000;
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The run-time config the app reads when its modules load (src/config/env.ts): set before the
 * server build is imported, so the server renders the same asset addresses as the browser.
 */
function provideRuntimeConfig(settings: SiteSettings): void {
  Object.assign(globalThis, {
    __APP_CONFIG__: { API_BASE_URL: settings.apiBaseUrl, SITE_URL: settings.siteUrl },
  });
}

/**
 * The site server (ADR 0025): the pages rendered with the backend's data, the client build's
 * files, /backend proxied to the backend, robots.txt and sitemap.xml, with nginx's security
 * headers and request limits read from nginx's own files. It is `npm start`, `npm run dev`
 * (through Vite's dev server) and the renderer nginx proxies pages to in the containers.
 */
interface SiteAppOptions {
  /** The HTTP server the app will serve on: development's hot reload shares its port. */
  server?: Server;
  /** React Router's server build; default build/server/index.js (production). */
  build?: ServerBuild;
}

export async function createSiteApp(settings: SiteSettings, options: SiteAppOptions = {}) {
  const { server } = options;
  provideRuntimeConfig(settings);
  const headers = securityHeaders({
    apiBaseUrl: settings.apiBaseUrl,
    backendUpstream: settings.backendUpstream,
    assetOrigins: settings.assetOrigins,
  });
  const policy = headers.find(([name]) => name.toLowerCase() === 'content-security-policy')?.[1];
  if (!policy) throw new Error('security-headers.conf has no Content-Security-Policy');
  const limits = readBodyLimits();

  const app = express();
  app.disable('x-powered-by');
  // nginx in front passes the visitor's scheme and host (X-Forwarded-*); trusted from a proxy on
  // this machine or a private network (the containers), never from the internet.
  app.set('trust proxy', 'loopback, uniquelocal');

  app.get('/healthz', (_req, res) => {
    res.type('text/plain').send('ok');
  });

  // Every answer but a rendered page gets the whole set; a page gets its own CSP (with the
  // hashes of its inline scripts) from entry.server.tsx.
  const sendHeaders =
    (withPolicy: boolean): RequestHandler =>
    (_req, res, next) => {
      for (const [name, value] of headers) {
        if (withPolicy || name !== 'Content-Security-Policy') res.setHeader(name, value);
      }
      next();
    };

  app.use(API_PREFIX, sendHeaders(true), backendProxy(settings.backendUpstream, limits));
  app.get(
    ['/robots.txt', '/sitemap.xml'],
    sendHeaders(true),
    seoFilesMiddleware({ backendUpstream: settings.backendUpstream, siteUrl: settings.siteUrl }),
  );
  const staticHeaders = (res: { setHeader: (name: string, value: string) => unknown }) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };

  let build: ServerBuild | (() => Promise<ServerBuild>);
  if (settings.mode === 'development') {
    const vite = await import('vite');
    const devServer = await vite.createServer({
      root: FRONTEND_DIR,
      // Hot reload over this server's own port, which the CSP's connect-src 'self' allows.
      server: { middlewareMode: true, hmr: server ? { server } : false },
      appType: 'custom',
    });
    // Vite's modules need no policy of their own (a CSP governs documents); pages get theirs below.
    app.use(sendHeaders(false), devServer.middlewares);
    build = () =>
      devServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>;
  } else {
    // Content-hashed bundles, cached forever. A missing one falls through to the plain 404 below;
    // the folder itself is never redirected to a listing ('/assets' is a page path, as behind nginx).
    app.use(
      '/assets',
      express.static(path.join(CLIENT_DIR, 'assets'), {
        immutable: true,
        maxAge: '1y',
        index: false,
        redirect: false,
        setHeaders: staticHeaders,
      }),
    );
    app.use(
      express.static(CLIENT_DIR, { index: false, redirect: false, setHeaders: staticHeaders }),
    );
    build = options.build ?? ((await import(SERVER_BUILD)) as ServerBuild);
  }

  // Pages carry no bodies (nginx: client_max_body_size at server level); a missing *file* (a path
  // with an extension, but React Router's own `.data` requests) is a plain 404, never a page.
  const pageLimit = bodyLimitFor(limits, '/');
  app.use((req, res, next) => {
    if (Number(req.headers['content-length'] ?? 0) > pageLimit) {
      res.status(413).type('text/plain').send('Request too large.');
      return;
    }
    // A dot in the last segment (one pass: the pattern /\.[^/]*$/ retries at every dot).
    const lastSegment = req.path.slice(req.path.lastIndexOf('/') + 1);
    if (lastSegment.includes('.') && !req.path.endsWith('.data')) {
      for (const [name, value] of headers) res.setHeader(name, value);
      res.status(404).type('text/plain').send('Not found.');
      return;
    }
    next();
  });
  app.all(
    '/{*path}',
    sendHeaders(false),
    createRequestHandler({
      build,
      mode: settings.mode,
      getLoadContext: () => ({ contentSecurityPolicy: policy }),
    }),
  );
  return app;
}

/** Starts the server with nginx's header and body timeouts; resolves once it listens. */
export async function startSiteServer(settings: SiteSettings): Promise<Server> {
  const server = createServer();
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = REQUEST_TIMEOUT_MS;
  server.on('request', await createSiteApp(settings, { server }));
  return new Promise<Server>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      resolve(server);
    });
  });
}
