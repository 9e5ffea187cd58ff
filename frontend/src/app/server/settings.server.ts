/**
 * The renderer's run-time settings (the same names as the nginx image's): read from the process
 * environment when a request needs them, so one build serves any backend (ARCHITECTURE.md).
 */
interface ServerSettings {
  /** Where the server reads the pages' data: scheme://host[:port][/path], no trailing slash. */
  backendUpstream: string;
  /** What the browser calls: a same-origin prefix (/backend) or the backend's absolute URL. */
  apiBaseUrl: string;
  /** The public origin (https://www.example.com), or '' for each request's own. */
  siteUrl: string;
}

export function serverSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  return {
    backendUpstream: (env.BACKEND_UPSTREAM?.trim() || 'http://127.0.0.1:4000').replace(/\/+$/, ''),
    apiBaseUrl: env.API_BASE_URL?.trim() || '/backend',
    siteUrl: env.SITE_URL?.trim() ?? '',
  };
}
