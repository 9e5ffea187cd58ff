import type { IncomingHttpHeaders } from 'node:http';

/**
 * Whether a request carries a body: chunked, or a Content-Length other than 0. (type-is's
 * `hasBody` counts `Content-Length: 0` as a body; an empty JSON or multipart request is read as
 * "no body" here, so the route's schema decides what is missing.)
 */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
