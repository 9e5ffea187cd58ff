import { safeParse } from 'zod/mini';
import type { $ZodType, output } from 'zod/v4/core';
import { HttpError } from './http-error.ts';
import { firstIssueMessage } from './validate.ts';

/**
 * A query string through a strict contract schema. A known parameter sent empty (`status=` from a
 * form's "All") means "not set"; an unknown parameter, a repeated one or a bad value is a 400
 * naming the parameter, worded by `hints` when the schema's own message is technical.
 */
export function parseQuery<T extends $ZodType>(
  schema: T,
  keys: readonly string[],
  raw: unknown,
  hints: Readonly<Record<string, string>> = {},
): output<T> {
  const query =
    typeof raw === 'object' && raw !== null
      ? Object.fromEntries(
          Object.entries(raw).filter(([key, value]) => !(value === '' && keys.includes(key))),
        )
      : {};
  const repeated = Object.entries(query).find(([, value]) => typeof value !== 'string');
  if (repeated) throw new HttpError(400, `Invalid query parameter "${repeated[0]}": send it once.`);
  const result = safeParse(schema, query);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    const plural = issue.keys.length > 1 ? 's' : '';
    throw new HttpError(400, `Unknown query parameter${plural}: ${issue.keys.join(', ')}.`, {
      details: { unrecognizedKeys: issue.keys },
    });
  }
  const name = issue?.path[0];
  if (typeof name !== 'string') throw new HttpError(400, firstIssueMessage(result.error));
  const hint = hints[name] ?? firstIssueMessage(result.error);
  throw new HttpError(400, `Invalid query parameter "${name}": ${hint}`);
}
