import { STATUS_CODES } from 'node:http';
import type { RequestHandler } from 'express';

interface FailureRule {
  method: string;
  /** Exact request path without the query, e.g. /api/send-email. */
  path: string;
  status: number;
  /** How many more matching requests fail. */
  times: number;
  message: string;
}

/** Injected failures for the next N API requests of a method and path (set by the control server). */
export class FailureRules {
  #rules: FailureRule[] = [];

  add(rule: Omit<FailureRule, 'message'> & { message?: string | undefined }): FailureRule {
    const added: FailureRule = {
      method: rule.method.toUpperCase(),
      path: rule.path,
      status: rule.status,
      times: rule.times,
      message: rule.message ?? STATUS_CODES[rule.status] ?? 'Error',
    };
    this.#rules.push(added);
    return added;
  }

  /** Uses up one failure matching the request, if any. */
  take(method: string, path: string): FailureRule | undefined {
    const rule = this.#rules.find((r) => r.method === method.toUpperCase() && r.path === path);
    if (rule === undefined) return undefined;
    rule.times -= 1;
    if (rule.times <= 0) this.#rules = this.#rules.filter((r) => r !== rule);
    return rule;
  }

  list(): FailureRule[] {
    return this.#rules.map((rule) => ({ ...rule }));
  }

  clear(): void {
    this.#rules = [];
  }
}

export function injectFailures(rules: FailureRules): RequestHandler {
  return (req, res, next) => {
    const path = req.originalUrl.split('?')[0] ?? req.originalUrl;
    const rule = rules.take(req.method, path);
    if (rule === undefined) {
      next();
      return;
    }
    res.status(rule.status).json({ message: rule.message });
  };
}
