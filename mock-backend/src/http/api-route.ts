import type { Express, RequestHandler, Router } from 'express';
import { API_OPERATIONS, type OperationId } from '@gear/contract/openapi/routes';

/**
 * The mock mounts every call from the contract's registry (ADR 0028): method and path come from
 * the operation's entry in API_OPERATIONS, so nothing is served that the OpenAPI document does
 * not describe. Each mount is recorded here, never read back from Express internals, so the
 * coverage test can tell which operations an app serves.
 */

const onRouters = new WeakMap<Router, OperationId[]>();
const onApps = new WeakMap<Express, OperationId[]>();

function record<Owner extends object>(
  book: WeakMap<Owner, OperationId[]>,
  owner: Owner,
  operations: readonly OperationId[],
): void {
  book.set(owner, [...(book.get(owner) ?? []), ...operations]);
}

/** `/api/leads/{id}/resend` → `/api/leads/:id/resend` (OpenAPI template → Express path). */
export function expressPath(template: string): string {
  return template.replace(/\{([A-Za-z_]\w*)\}/g, ':$1');
}

/** Mount one operation's handlers on a module's router, in order (auth, limits, body, handler). */
export function route(
  router: Router,
  operationId: OperationId,
  ...handlers: RequestHandler[]
): void {
  const { method, path } = API_OPERATIONS[operationId];
  router[method](expressPath(path), ...handlers);
  record(onRouters, router, [operationId]);
}

/** app.use() each router built with route(), in order: their operations count as mounted. */
export function useRouters(app: Express, routers: readonly Router[]): void {
  for (const router of routers) {
    app.use(router);
    record(onApps, app, onRouters.get(router) ?? []);
  }
}

/**
 * Serve the files of an operation whose path is a GET of one `{name}` segment below a fixed
 * prefix (`/uploads/{file}`): `files` (a static server behind its guard) is mounted at the prefix.
 */
export function useFiles(app: Express, operationId: OperationId, files: Router): void {
  const { method, path } = API_OPERATIONS[operationId];
  const prefix = /^(\/.+)\/\{[A-Za-z_]\w*\}$/.exec(path)?.[1];
  if (method !== 'get' || prefix === undefined) {
    throw new Error(`${operationId} is not a GET of one file below a fixed path.`);
  }
  app.use(prefix, files);
  record(onApps, app, [operationId]);
}

/** The operations mounted on the app (useRouters, useFiles), in mount order. */
export function mountedOperations(app: Express): readonly OperationId[] {
  return onApps.get(app) ?? [];
}
