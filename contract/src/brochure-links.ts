import * as z from 'zod/mini';
import {
  BROCHURE_DOWNLOAD_FILE_NAME,
  BROCHURE_LINK_LIMITS,
  BROCHURE_LINK_MESSAGES,
} from './brochure-constants.ts';
import { MessageResponseSchema } from './common.ts';

export { BROCHURE_DOWNLOAD_FILE_NAME, BROCHURE_LINK_LIMITS, BROCHURE_LINK_MESSAGES };

/**
 * Brochure gating (issue 7, ADR 0020): with BROCHURE_GATED=true the PDF is handed out only through
 * short-lived signed links. These are the shapes of the extra fields and routes.
 */

const token = z
  .string({ error: 'Send the visitor pass as a string.' })
  .check(
    z.minLength(1, 'Send the visitor pass as a string.'),
    z.maxLength(
      BROCHURE_LINK_LIMITS.maxTokenChars,
      `The visitor pass must be at most ${BROCHURE_LINK_LIMITS.maxTokenChars} characters.`,
    ),
  );

/** A download link: a backend path relative to API_BASE_URL, and when it stops working (ISO). */
export const BrochureLinkSchema = z.object({
  download_url: z.string().check(z.maxLength(2048)),
  expires_at: z.string(),
});
export type BrochureLink = z.infer<typeof BrochureLinkSchema>;

/**
 * POST /api/send-email success answer. Without gating only `{ success, message }` (SPEC §7);
 * with gating also the link (when a brochure exists) and the visitor pass.
 */
export const BrochureRequestResponseSchema = z.object({
  ...MessageResponseSchema.shape,
  download_url: z.optional(z.string().check(z.maxLength(2048))),
  expires_at: z.optional(z.string()),
  /** Opaque, long-lived: exchange it at POST /api/ebrochure/link for a fresh link. */
  visitor_pass: z.optional(token),
});
export type BrochureRequestResponse = z.infer<typeof BrochureRequestResponseSchema>;

/** POST /api/ebrochure/link body: a fresh link for a returning visitor, no new lead. */
export const BrochureLinkRequestSchema = z.strictObject({ pass: token });

/** POST /api/ebrochure/link answer (200). 403 for a bad pass, 404 when there is no brochure. */
export const BrochureLinkResponseSchema = BrochureLinkSchema;

/** GET /api/ebrochure/download query: expiry (unix seconds) and signature (base64url). */
export const BrochureDownloadQuerySchema = z.object({
  exp: z.optional(z.string().check(z.maxLength(20))),
  sig: z.optional(z.string().check(z.maxLength(BROCHURE_LINK_LIMITS.maxTokenChars))),
});
