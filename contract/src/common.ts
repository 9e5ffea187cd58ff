import * as z from 'zod/mini';

/** Ids: numbers in the mock; the real backend may send numeric strings. */
export const IdSchema = z.union([
  z.number().check(z.int(), z.nonnegative()),
  z.string().check(z.minLength(1), z.maxLength(64)),
]);
export type Id = z.infer<typeof IdSchema>;

/** A numeric path id as the mock accepts it (`/api/subcategories/12`). */
export const PathIdSchema = z.coerce
  .number()
  .check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER));

/** An asset URL as the backend sends it: absolute, root-relative (`/uploads/...`), or missing. */
export const AssetUrlSchema = z.nullish(z.string().check(z.maxLength(2048)));

/**
 * A limit we add beyond SPEC guards what is typed, never what is already stored (issue 14): when
 * a record is edited, a value equal to its stored value skips those limits, so the owner can save
 * a record (e.g. to replace its image) without retyping a field they did not touch. SPEC's own
 * rule, "required", always applies. `stored` is absent when creating.
 */
function unchangedFrom(stored: string | null | undefined): (value: string) => boolean {
  return (value) => typeof stored === 'string' && value === stored.trim();
}

/**
 * `max` characters at most, unless unchanged (only when a stored value is given: the plain
 * maxLength is what the OpenAPI document shows). Aborts, so no later check reads an oversized value.
 */
function capped(field: string, max: number, stored: string | null | undefined) {
  const message = `${field} must be at most ${max} characters.`;
  if (typeof stored !== 'string') return z.maxLength(max, { message, abort: true });
  const unchanged = unchangedFrom(stored);
  return z.refine<string>((value) => unchanged(value) || value.length <= max, {
    message,
    abort: true,
  });
}

/** Required single-line text: trimmed, non-empty, capped, no CR/LF (it may reach a mail header). */
export function requiredLine(
  field: string,
  max: number,
  requiredMessage: string,
  stored?: string | null,
) {
  const unchanged = unchangedFrom(stored);
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    capped(field, max, stored),
    z.refine(
      (value) => unchanged(value) || !/[\r\n]/.test(value),
      `${field} must be a single line.`,
    ),
  );
}

/** Required multi-line text: trimmed, non-empty, capped. */
export function requiredText(
  field: string,
  max: number,
  requiredMessage: string,
  stored?: string | null,
) {
  return z
    .string({ error: requiredMessage })
    .check(z.trim(), z.minLength(1, requiredMessage), capped(field, max, stored));
}

/** Body of every error answer of the API: `{ success: false, error, details? }`. */
export const ErrorResponseSchema = z.object({
  success: z.optional(z.literal(false)),
  error: z.optional(z.string()),
  message: z.optional(z.string()),
  details: z.optional(z.unknown()),
});

/** Body of simple success answers: `{ success: true, message }`. */
export const MessageResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
