import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { API_ROUTES } from './openapi/routes.ts';
import { productInputSchema } from './product-input.ts';

/**
 * Issue 17: no check may take super-linear time over what a client sends, or one request would
 * hold up every other visitor. Every input the API declares (queries, JSON bodies, multipart text
 * fields) is checked here, field by field, with long runs of the characters that make patterns
 * backtrack. Each value is parsed at half its length cap and at the cap; doubling the input may
 * at most about double the time (a quadratic check quadruples it).
 */

/** Runs that make a careless pattern retry at every position (`<[^>]*>`, `\s+$`, `(a+)+`…). */
const ATOMS = [
  '<',
  '<a ',
  '‹',
  '&',
  '&nbsp;',
  ' ',
  '\t',
  '\n',
  '/',
  '.',
  '@',
  'a@',
  '-',
  'a',
  '=',
  ':',
  '"',
  '\\',
];
/** Inputs longer than this are refused by the body caps before any schema runs. */
const LONGEST = 200_000;
/** Below this the clock says nothing useful. */
const NOISE_MS = 8;

interface FieldUnderTest {
  input: string;
  schema: z.ZodMiniType;
  field: string;
  cap: number;
}

function stringFields(name: string, schema: z.ZodMiniType): FieldUnderTest[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  const properties = (
    json as { properties?: Record<string, { type?: unknown; maxLength?: number }> }
  ).properties;
  return Object.entries(properties ?? {})
    .filter(([, property]) => property.type === 'string' || property.type === undefined)
    .map(([field, property]) => ({
      input: name,
      schema,
      field,
      cap: Math.min(property.maxLength ?? LONGEST, LONGEST),
    }));
}

const INPUTS: FieldUnderTest[] = [
  ...API_ROUTES.flatMap((route) => [
    ...(route.query ? stringFields(`${route.operationId} query`, route.query) : []),
    ...(route.body?.kind === 'json'
      ? stringFields(`${route.operationId} body`, route.body.schema)
      : []),
    ...(route.body?.kind === 'multipart' && route.body.fields
      ? stringFields(`${route.operationId} fields`, route.body.fields)
      : []),
  ]),
  // An edit checks against the stored product too (its unchanged values skip our caps).
  ...stringFields('product update', productInputSchema({ title: 'T', description: '<p>D</p>' })),
];

/** The fastest of three parses, in ms (the others met a busy machine). */
function timeOf(schema: z.ZodMiniType, value: Record<string, string>): number {
  let best = Infinity;
  for (let run = 0; run < 3; run += 1) {
    const start = performance.now();
    z.safeParse(schema, value);
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

describe('every check of client input runs in linear time', () => {
  it('covers the inputs of the API', () => {
    expect(INPUTS.length).toBeGreaterThan(30);
    expect(INPUTS.some((input) => input.field === 'description' && input.cap === LONGEST)).toBe(
      true,
    );
  });

  it.each(INPUTS)('$input: $field', ({ schema, field, cap }) => {
    for (const atom of ATOMS) {
      const value = (length: number) => atom.repeat(Math.max(1, Math.floor(length / atom.length)));
      const half = timeOf(schema, { [field]: value(cap / 2) });
      const full = timeOf(schema, { [field]: value(cap) });
      if (full < NOISE_MS) continue;
      expect
        .soft(full / half, `${JSON.stringify(atom)} × ${cap}: ${full.toFixed(1)} ms`)
        .toBeLessThan(3);
    }
  });
});
