import type { z } from 'zod';
import { API_ERRORS } from '@gear/contract/messages';
import { HttpError } from './http-error.ts';

/**
 * The message of the first issue, worded for people. Structural problems (unknown keys,
 * a body that is not an object) get the generic "invalid data" message.
 */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return API_ERRORS.invalidInput;
  if (issue.code === 'unrecognized_keys') return API_ERRORS.invalidInput;
  if (issue.code === 'invalid_type' && issue.path.length === 0) return API_ERRORS.invalidInput;
  return issue.message;
}

/** Parse a request body with a contract schema; a client mistake is a 400 with the first issue. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const details =
      issue?.code === 'unrecognized_keys' ? { unrecognizedKeys: issue.keys } : undefined;
    throw new HttpError(400, firstIssueMessage(result.error), { details });
  }
  return result.data;
}
