import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { isHttpError } from './http-error.ts';
import { parseQuery } from './query.ts';

const Schema = z.strictObject({
  color: z.optional(z.enum(['red', 'blue'])),
  q: z.optional(z.string().check(z.maxLength(3, 'Search must be at most 3 characters.'))),
  page: z.optional(z.coerce.number().check(z.int(), z.positive())),
});
const KEYS = Object.keys(Schema.shape);
const HINTS = { color: 'use one of red, blue.' };

/** The 400 a query is answered with: status, message and details. */
function refusal(raw: unknown) {
  try {
    parseQuery(Schema, KEYS, raw, HINTS);
  } catch (error) {
    if (isHttpError(error)) {
      return { status: error.status, message: error.message, details: error.details };
    }
    throw error;
  }
  throw new Error(`accepted ${JSON.stringify(raw)}`);
}

describe('parseQuery', () => {
  it('returns the parsed query (coerced numbers), nothing for no query', () => {
    expect(parseQuery(Schema, KEYS, { color: 'red', q: 'ab', page: '2' }, HINTS)).toEqual({
      color: 'red',
      q: 'ab',
      page: 2,
    });
    expect(parseQuery(Schema, KEYS, {}, HINTS)).toEqual({});
    expect(parseQuery(Schema, KEYS, undefined, HINTS)).toEqual({});
  });

  it('treats a known parameter sent empty as not set', () => {
    expect(parseQuery(Schema, KEYS, { color: '', page: '', q: 'a' }, HINTS)).toEqual({ q: 'a' });
  });

  it('names an unknown parameter (or several), also when it is sent empty', () => {
    expect(refusal({ sort: 'asc' })).toEqual({
      status: 400,
      message: 'Unknown query parameter: sort.',
      details: { unrecognizedKeys: ['sort'] },
    });
    expect(refusal({ foo: '', bar: '1' }).message).toBe('Unknown query parameters: foo, bar.');
  });

  it('refuses a repeated parameter', () => {
    expect(refusal({ color: ['red', 'blue'] })).toMatchObject({
      status: 400,
      message: 'Invalid query parameter "color": send it once.',
    });
  });

  it('words a bad value with the hint, else with the schema message', () => {
    expect(refusal({ color: 'green' })).toMatchObject({
      status: 400,
      message: 'Invalid query parameter "color": use one of red, blue.',
    });
    expect(refusal({ q: 'abcd' }).message).toBe(
      'Invalid query parameter "q": Search must be at most 3 characters.',
    );
  });
});
