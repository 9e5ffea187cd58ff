import type { RequestHandler } from 'express';

export interface DelayRule {
  method: string;
  /** Exact request path without the query, e.g. /api/subcategories. */
  path: string;
  /** How long a matching request waits before it is handled. */
  ms: number;
  /** How many more matching requests wait. */
  times: number;
}

/** The longest delay the control server accepts (a test hook, not a way to hang a run). */
export const MAX_DELAY_MS = 60_000;

/**
 * Injected slowness for the next N API requests of a method and path (set by the control server):
 * a slow database or network, as a test needs it (the site's server-side read budget).
 */
export class DelayRules {
  #rules: DelayRule[] = [];

  add(rule: DelayRule): DelayRule {
    const added: DelayRule = { ...rule, method: rule.method.toUpperCase() };
    this.#rules.push(added);
    return added;
  }

  /** Uses up one delay matching the request, if any. */
  take(method: string, path: string): DelayRule | undefined {
    const rule = this.#rules.find((r) => r.method === method.toUpperCase() && r.path === path);
    if (rule === undefined) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) this.#rules = this.#rules.filter((r) => r !== rule);
    return rule;
  }

  list(): DelayRule[] {
    return this.#rules.map((rule) => ({ ...rule }));
  }

  clear(): void {
    this.#rules = [];
  }
}

/** Holds a matching request for its rule's time, then handles it as usual (failures included). */
export function injectDelays(rules: DelayRules): RequestHandler {
  return (req, _res, next) => {
    const path = req.originalUrl.split('?')[0] ?? req.originalUrl;
    const rule = rules.take(req.method, path);
    if (rule === undefined) {
      next();
      return;
    }
    setTimeout(next, rule.ms);
  };
}
