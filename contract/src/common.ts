import { z } from 'zod';

/** Ids: numbers in the mock; the real backend may send numeric strings. */
export const IdSchema = z.union([z.number().int().nonnegative(), z.string().min(1).max(64)]);
export type Id = z.infer<typeof IdSchema>;

/** A numeric path id as the mock accepts it (`/api/subcategories/12`). */
export const PathIdSchema = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** An asset URL as the backend sends it: absolute, root-relative (`/uploads/...`), or missing. */
export const AssetUrlSchema = z.string().max(2048).nullish();

/** Required single-line text: trimmed, non-empty, capped, no CR/LF (it may reach a mail header). */
export function requiredLine(field: string, max: number, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${field} must be at most ${max} characters.`)
    .refine((value) => !/[\r\n]/.test(value), `${field} must be a single line.`);
}

/** Required multi-line text: trimmed, non-empty, capped. */
export function requiredText(field: string, max: number, requiredMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(max, `${field} must be at most ${max} characters.`);
}

/** Body of every error answer of the API: `{ success: false, error, details? }`. */
export const ErrorResponseSchema = z.object({
  success: z.literal(false).optional(),
  error: z.string().optional(),
  message: z.string().optional(),
  details: z.unknown().optional(),
});
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>;

/** Body of simple success answers: `{ success: true, message }`. */
export const MessageResponseSchema = z.object({
  success: z.boolean().optional(),
  message: z.string().optional(),
});
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
