import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The request-body limits of nginx's site template, read from it (one definition for nginx and the
 * site server, SECURITY.md): the server-level client_max_body_size and the one of every /backend
 * location, matched as nginx matches (exact location first, then the longest prefix).
 */
export const SITE_TEMPLATE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../nginx/templates/default.conf.template',
);

export interface BodyLimits {
  /** Bytes allowed on paths no location below names (pages). */
  fallback: number;
  locations: { path: string; exact: boolean; bytes: number }[];
}

/** nginx's size syntax: 64k, 11m, 1g or bytes. */
export function nginxSize(value: string): number {
  const match = /^(\d+)([kmg]?)$/i.exec(value.trim());
  if (!match?.[1]) throw new Error(`site template: cannot read the size ${JSON.stringify(value)}`);
  const unit = { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[(match[2] ?? '').toLowerCase()] ?? 1;
  return Number(match[1]) * unit;
}

export function parseBodyLimits(template: string): BodyLimits {
  const server = /^\s{4}client_max_body_size\s+(\S+);/m.exec(template);
  if (!server?.[1]) throw new Error('site template: no server-level client_max_body_size');
  const locations: BodyLimits['locations'] = [];
  const opening = /location\s+(=\s+)?(\/\S*)\s*\{/g;
  for (const match of template.matchAll(opening)) {
    const body = ownDirectives(template, match.index + match[0].length);
    const size = /client_max_body_size\s+(\S+);/.exec(body)?.[1];
    if (!size) continue;
    locations.push({ path: match[2] ?? '', exact: Boolean(match[1]), bytes: nginxSize(size) });
  }
  return { fallback: nginxSize(server[1]), locations };
}

/**
 * The directives of the block whose body starts at `start`, without its nested blocks
 * (`limit_except GET { ... }`, `if (...) { ... }`), which may come before its own directives.
 */
function ownDirectives(template: string, start: number): string {
  let depth = 1;
  let own = '';
  for (const char of template.slice(start)) {
    if (char === '{') depth += 1;
    else if (char === '}') depth -= 1;
    else if (depth === 1) own += char;
    if (depth === 0) break;
  }
  return own;
}

export function readBodyLimits(file: string = SITE_TEMPLATE): BodyLimits {
  return parseBodyLimits(fs.readFileSync(file, 'utf8'));
}

/** The limit nginx applies to `pathname`. */
export function bodyLimitFor(limits: BodyLimits, pathname: string): number {
  const exact = limits.locations.find((location) => location.exact && location.path === pathname);
  if (exact) return exact.bytes;
  let best: { path: string; bytes: number } | null = null;
  for (const location of limits.locations) {
    if (location.exact || !pathname.startsWith(location.path)) continue;
    if (!best || location.path.length > best.path.length) best = location;
  }
  return best?.bytes ?? limits.fallback;
}
