import type { HeadersFunction } from 'react-router';

/**
 * A page route's answer headers are its loader's: X-Accel-Expires: 0 when a backend read failed or
 * ran over the budget (app/server/page-data.server.ts), so nginx never caches that rendering.
 */
export const pageHeaders: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;
