import type { Express } from 'express';
import { z } from 'zod';

/** One route the app serves: method in upper case, Express path with its mount prefix. */
interface RouteEntry {
  method: string;
  /** `/api/subcategories/:id` (Express syntax, the prefix of every router it sits in included). */
  path: string;
}

interface RouteTable {
  routes: RouteEntry[];
  /**
   * Mount paths of routers that serve through middleware only, not through routes
   * (`/uploads`: express.static behind a guard).
   */
  staticMounts: string[];
}

/** Router layers as Express 5 (router 2.x) keeps them: `route` for routes, `handle.stack` for routers. */
const LayerSchema = z.object({
  route: z
    .object({
      path: z.union([z.string(), z.array(z.string())]),
      methods: z.record(z.string(), z.boolean()),
    })
    .optional(),
  rawPath: z.unknown(),
  handle: z.unknown(),
});

/** Routers are functions carrying a `stack` of layers. */
function stackOf(value: unknown): unknown[] | null {
  if ((typeof value === 'object' || typeof value === 'function') && value !== null) {
    if ('stack' in value) {
      const stack = z.array(z.unknown()).safeParse(value.stack);
      if (stack.success) return stack.data;
    }
  }
  return null;
}

function walk(stack: unknown[], prefix: string, table: RouteTable): void {
  for (const raw of stack) {
    const layer = LayerSchema.parse(raw);
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const path of paths) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on) table.routes.push({ method: method.toUpperCase(), path: prefix + path });
        }
      }
      continue;
    }
    const nested = stackOf(layer.handle);
    if (!nested) continue;
    if (typeof layer.rawPath !== 'string') {
      // A router mounted at a pattern or a list of paths: the walk cannot name its routes.
      throw new Error(
        `Router mounted at ${String(layer.rawPath)}: the route table walk needs a path.`,
      );
    }
    const mountPath = layer.rawPath === '/' ? '' : layer.rawPath;
    const servesFiles = nested.some((child) => LayerSchema.parse(child).route === undefined);
    if (mountPath && servesFiles) table.staticMounts.push(prefix + mountPath);
    walk(nested, prefix + mountPath, table);
  }
}

/**
 * Every route of the app, found by walking the Express router stack (routers nested at any
 * depth, with their mount prefixes), and the static mounts. Tests use it so that a route added
 * later is checked too (auth guard, body validation, OpenAPI coverage) without being listed.
 */
export function routeTable(app: Express): RouteTable {
  const stack = stackOf(app.router);
  if (!stack) throw new Error('The app has no router stack to walk.');
  const table: RouteTable = { routes: [], staticMounts: [] };
  walk(stack, '', table);
  return table;
}

/** Every route of the app (see routeTable). */
export const listRoutes = (app: Express): RouteEntry[] => routeTable(app).routes;
