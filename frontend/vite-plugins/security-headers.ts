import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Connect, Plugin } from 'vite';

/**
 * `npm start` (vite preview) and the dev server send the security headers nginx sends, read from
 * the same file (SECURITY.md: "npm start sends the same headers from the same definition"), with
 * the backend's and its files' origins filled in from the same run-time settings.
 */
export const SECURITY_HEADERS_SNIPPET = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../nginx/snippets/security-headers.conf',
);

/** The run-time values of the snippet's nginx variables (the site template's maps compute them). */
export interface OriginSettings {
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

/**
 * The sha256 CSP source of @vitejs/plugin-react's inline preamble, which only the dev server
 * injects into the page (hot reload); production and `npm start` never allow it.
 */
export function reactPreambleHash(): string {
  const digest = createHash('sha256').update(react.preambleCode.replace('__BASE__', '/'));
  return `'sha256-${digest.digest('base64')}'`;
}

/** The headers of the snippet with this run's origins; `dev` adds what hot reload needs. */
export function securityHeaders(settings: OriginSettings, dev = false): [string, string][] {
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
    if (dev && name.toLowerCase() === 'content-security-policy') {
      value = value.replace(/script-src 'self'/, `script-src 'self' ${reactPreambleHash()}`);
    }
    return [name, value];
  });
}

function middleware(headers: [string, string][]): Connect.NextHandleFunction {
  return (_req, res, next) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
}

/** Sends the security headers on every answer of `vite preview` and `vite` (dev). */
export function securityHeadersPlugin(env: {
  API_BASE_URL?: string | undefined;
  VITE_API_BASE_URL?: string | undefined;
  BACKEND_UPSTREAM?: string | undefined;
  ASSET_ORIGINS?: string | undefined;
}): Plugin {
  const backendUpstream = env.BACKEND_UPSTREAM || 'http://127.0.0.1:4000';
  return {
    name: 'gear-security-headers',
    configureServer(server) {
      const apiBaseUrl = env.VITE_API_BASE_URL || env.API_BASE_URL || '/backend';
      const settings = { apiBaseUrl, backendUpstream, assetOrigins: env.ASSET_ORIGINS };
      server.middlewares.use(middleware(securityHeaders(settings, true)));
    },
    configurePreviewServer(server) {
      const settings = {
        apiBaseUrl: env.API_BASE_URL || '/backend',
        backendUpstream,
        assetOrigins: env.ASSET_ORIGINS,
      };
      server.middlewares.use(middleware(securityHeaders(settings)));
    },
  };
}
