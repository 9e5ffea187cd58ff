import { safeParse } from 'zod/mini';
import type { $ZodError, $ZodType, output } from 'zod/v4/core';
import { API_ERRORS } from '@gear/contract/messages';
import { HttpError } from './http-error.ts';

/**
 * The message of the first issue, worded for people. Structural problems (unknown keys,
 * a body that is not an object) get the generic "invalid data" message.
 */
export function firstIssueMessage(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return API_ERRORS.invalidInput;
  if (issue.code === 'unrecognized_keys') return API_ERRORS.invalidInput;
  if (issue.code === 'invalid_type' && issue.path.length === 0) return API_ERRORS.invalidInput;
  return issue.message;
}

/**
 * Parse a request body with a contract schema (zod/mini; classic schemas work too); a client
 * mistake is a 400 with the first issue.
 */
export function parseInput<T extends $ZodType>(schema: T, input: unknown): output<T> {
  const result = safeParse(schema, input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const details =
      issue?.code === 'unrecognized_keys' ? { unrecognizedKeys: issue.keys } : undefined;
    throw new HttpError(400, firstIssueMessage(result.error), { details });
  }
  return result.data;
}
