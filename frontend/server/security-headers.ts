import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The site server (`npm start`, `npm run dev`, the renderer behind nginx) sends the security
 * headers nginx sends, read from the same file (SECURITY.md: "npm start sends the same headers
 * from the same definition"), with the backend's and its files' origins filled in from the same
 * run-time settings. Rendered pages add their inline scripts' hashes to script-src
 * (src/app/entry.server.tsx).
 */
export const SECURITY_HEADERS_SNIPPET = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../nginx/snippets/security-headers.conf',
);

/** The run-time values of the snippet's nginx variables (the site template's maps compute them). */
interface OriginSettings {
  /** API_BASE_URL: a same-origin prefix or the backend's absolute URL. */
  apiBaseUrl: string;
  /** BACKEND_UPSTREAM: where the same-origin prefix is proxied. */
  backendUpstream: string;
  /** ASSET_ORIGINS: more origins of the backend's files, space-separated. */
  assetOrigins?: string | undefined;
}

const ORIGIN_OF_URL = /^(https?:\/\/[^/]+)/i;

/** The backend's origin: API_BASE_URL's when absolute, else BACKEND_UPSTREAM's ('' for neither). */
export function backendOrigin({ apiBaseUrl, backendUpstream }: OriginSettings): string {
  return ORIGIN_OF_URL.exec(apiBaseUrl)?.[1] ?? ORIGIN_OF_URL.exec(backendUpstream)?.[1] ?? '';
}

/**
 * ASSET_ORIGINS as CSP sources: a space-separated list of http(s) origins (no path, query,
 * quotes or ';'). Throws with the offending entry otherwise, so the server does not start with a
 * setting nginx would ignore.
 */
export function parseAssetOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').trim().split(/\s+/).filter(Boolean);
  for (const entry of entries) {
    let valid = false;
    try {
      const url = new URL(entry);
      valid = /^https?:$/.test(url.protocol) && url.origin === entry.replace(/\/$/, '');
    } catch {
      valid = false;
    }
    if (!valid || entry.endsWith('/')) {
      throw new Error(
        `ASSET_ORIGINS must be http(s) origins separated by spaces (https://cdn.example.com); got ${JSON.stringify(entry)}`,
      );
    }
  }
  return entries;
}

const ADD_HEADER = /^add_header\s+([A-Za-z-]+)\s+"((?:[^"\\]|\\.)*)"\s+always;$/;

/** The `add_header NAME "value" always;` lines of the snippet, in order. Throws on anything else. */
export function parseSecurityHeaderSnippet(conf: string): [string, string][] {
  const headers: [string, string][] = [];
  for (const raw of conf.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const [, name, value] = ADD_HEADER.exec(line) ?? [];
    if (name === undefined || value === undefined) {
      throw new Error(`security-headers.conf: cannot read ${JSON.stringify(line)}`);
    }
    headers.push([name, value.replace(/\\(.)/g, '$1')]);
  }
  return headers;
}

/** The headers of the snippet with this run's origins. */
export function securityHeaders(settings: OriginSettings): [string, string][] {
  const origins: Record<string, string> = {
    $gear_backend_origin: backendOrigin(settings),
    $gear_asset_origins: parseAssetOrigins(settings.assetOrigins).join(' '),
  };
  const conf = fs.readFileSync(SECURITY_HEADERS_SNIPPET, 'utf8');
  return parseSecurityHeaderSnippet(conf).map(([name, template]) => {
    let value = template.replace(/\$[a-z_]+/g, (variable) => {
      const replacement = origins[variable];
      if (replacement === undefined) {
        throw new Error(`security-headers.conf uses ${variable}, unknown to ${import.meta.url}`);
      }
      return replacement;
    });
    value = value.replace(/ {2,}/g, ' ').replace(/ ;/g, ';');
    return [name, value];
  });
}
