import { createHash } from 'node:crypto';

/** Every <script> element of a page: its attributes and its text. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
/** Script types a browser runs (none, classic or module); data blocks such as JSON-LD are not. */
const RUNNABLE_TYPE = /^\s*(?:text\/javascript|application\/javascript|module)?\s*$/i;

/** The 'sha256-…' CSP sources of the inline scripts a browser would run in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (!RUNNABLE_TYPE.test(type)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with the page's inline scripts allowed by hash in script-src (never 'unsafe-inline'). */
export function withScriptHashes(policy: string, html: string): string {
  const hashes = inlineScriptHashes(html);
  if (hashes.length === 0) return policy;
  if (!/(^|;\s*)script-src\s/.test(policy)) {
    throw new Error('The Content-Security-Policy has no script-src to add the page scripts to.');
  }
  return policy.replace(/(^|;\s*)script-src\s/, (match) => `${match}${hashes.join(' ')} `);
}
