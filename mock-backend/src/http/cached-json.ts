import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';

/** A serialized JSON answer with its strong ETag, plain and gzip-encoded. */
export interface JsonBody {
  readonly body: Buffer;
  readonly etag: string;
  /** Compressed on first use only: most readers (autocannon, json-server peers) never ask. */
  gzip(): { readonly body: Buffer; readonly etag: string };
}

/** Below this size gzip is not worth a header (nginx's gzip_min_length is the same). */
const GZIP_MIN_BYTES = 1024;

/** Serialize an answer once, for sendJsonBody (memoJson for list reads; other caches too). */
export function toJsonBody(value: unknown): JsonBody {
  const body = Buffer.from(JSON.stringify(value));
  const hash = createHash('sha1').update(body).digest('base64url');
  let gzipped: { body: Buffer; etag: string } | null = null;
  return {
    body,
    etag: `"${hash}"`,
    gzip() {
      // A different representation gets a different strong validator (RFC 9110 §8.8.3).
      gzipped ??= { body: gzipSync(body, { level: 6 }), etag: `"${hash}-gz"` };
      return gzipped;
    },
  };
}

/**
 * The serialized answer of a list read, computed once per store snapshot.
 *
 * The store hands out a new frozen snapshot object on every committed change and the same object
 * otherwise, so the snapshot's identity is the cache key: a write invalidates at once, and with
 * 10,000 records a read no longer re-serializes (and re-hashes, for Express's ETag) megabytes.
 */
export function memoJson(snapshot: () => object, value: () => unknown): () => JsonBody {
  let last: { readonly key: object; readonly json: JsonBody } | null = null;
  return () => {
    const key = snapshot();
    if (last?.key !== key) last = { key, json: toJsonBody(value()) };
    return last.json;
  };
}

/**
 * Send a cached JSON body: strong ETag, `304 Not Modified` on a matching If-None-Match (Express
 * checks freshness in res.send), gzip when the client accepts it (so nginx does not re-compress
 * megabytes per request). `no-cache` lets a browser keep the list but revalidate it every time,
 * so a change is seen at once.
 */
export function sendJsonBody(req: Request, res: Response, json: JsonBody): void {
  res.setHeader('Cache-Control', 'no-cache');
  res.vary('Accept-Encoding');
  res.type('application/json');
  const gzip = json.body.length >= GZIP_MIN_BYTES && req.acceptsEncodings('gzip') === 'gzip';
  const chosen = gzip ? json.gzip() : json;
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.setHeader('ETag', chosen.etag);
  res.send(chosen.body);
}
