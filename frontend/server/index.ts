import { startSiteServer } from './app.ts';
import { readSiteSettings, type SiteSettings } from './settings.ts';

/**
 * `node --import tsx frontend/server/index.ts`: the site server with the settings of the
 * environment (SITE_PORT, SITE_HOST, BACKEND_UPSTREAM, API_BASE_URL, ASSET_ORIGINS, SITE_URL,
 * NODE_ENV). SIGTERM and SIGINT close it gracefully.
 */
let settings: SiteSettings;
try {
  settings = readSiteSettings(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const server = await startSiteServer(settings);
console.log(
  `site server (${settings.mode}) on http://${settings.host}:${String(settings.port)}, backend ${settings.backendUpstream}`,
);

/** Finishes the requests in flight (at most 5 s), then exits; the dev server's watchers too. */
function stop() {
  server.close(() => process.exit(0));
  server.closeIdleConnections();
  setTimeout(() => process.exit(0), settings.mode === 'production' ? 5_000 : 500);
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
