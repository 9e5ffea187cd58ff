import type { Express } from 'express';
import { API_OPERATIONS } from '@gear/contract/openapi/routes';
import { expressPath, mountedOperations } from '../http/api-route.ts';

/** One route the app serves: method in upper case, Express path (`/api/subcategories/:id`). */
interface RouteEntry {
  method: string;
  path: string;
}

/**
 * Every route the app mounted (`GET /uploads/:file` included), from the record http/api-route.ts
 * keeps as it mounts each operation of the registry; Express internals are never read. Tests use
 * it so that a route added later is checked too (auth guard, body validation) without being
 * listed.
 */
export function listRoutes(app: Express): RouteEntry[] {
  return mountedOperations(app).map((operationId) => {
    const { method, path } = API_OPERATIONS[operationId];
    return { method: method.toUpperCase(), path: expressPath(path) };
  });
}
