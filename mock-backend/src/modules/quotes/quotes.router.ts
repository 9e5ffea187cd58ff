import { Router } from 'express';
import { z } from 'zod';
import { API_ERRORS } from '@gear/contract/messages';
import { QUOTE_OFFER, QuoteRequestSchema } from '@gear/contract/quotes';
import { QUOTE_FIELDS, QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { UPLOADS } from '@gear/contract/uploads';
import { route } from '../../http/api-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { rateLimitByIp } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validate.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { Uploads } from '../../uploads/uploads.ts';
import type { QuotesService } from './quotes.service.ts';

/** The text fields of the multipart body: only `request`, once, as text. */
const FieldsSchema = z.strictObject({ [QUOTE_FIELDS.request]: z.string() });

/** The `request` field's JSON: a text that is not JSON is refused with a clear message. */
function requestJson(body: unknown): unknown {
  const fields = FieldsSchema.safeParse(body ?? {});
  if (!fields.success) {
    const issue = fields.error.issues.find((candidate) => candidate.code === 'unrecognized_keys');
    if (issue?.code === 'unrecognized_keys') {
      throw new HttpError(400, API_ERRORS.invalidInput, {
        details: { unrecognizedKeys: issue.keys },
      });
    }
    throw new HttpError(400, QUOTE_MESSAGES.requestInvalid);
  }
  try {
    return JSON.parse(fields.data.request);
  } catch {
    throw new HttpError(400, QUOTE_MESSAGES.requestInvalid);
  }
}

/**
 * Quote requests (issue 19), public:
 *
 * - `GET /api/quote` → QUOTE_OFFER (a backend without quotes answers 404; the site then links
 *   the contact form).
 * - `POST /api/quote` (multipart: `request` = QuoteRequestSchema as JSON, up to 5 `drawings`):
 *   per-IP limit shared with the other forms, then the files to the temp folder (multer, tight
 *   limits), the JSON validated strictly, the drawings checked by their bytes and stored under
 *   DATA_DIR/quote-files, the lead stored, the mail sent in the background. 201 `{ success,
 *   message }`; a submission that looks automated gets the same answer and is dropped.
 */
export function createQuotesRouter(
  quotes: QuotesService,
  uploads: Uploads,
  limiter: RateLimiter | null,
): Router {
  const router = Router();

  route(router, 'getQuoteOffer', (_req, res) => {
    res.json(QUOTE_OFFER);
  });

  route(
    router,
    'sendQuoteRequest',
    rateLimitByIp(limiter),
    uploads.parse(UPLOADS.quote),
    async (req, res) => {
      const { website, elapsedMs, ...input } = parseInput(
        QuoteRequestSchema,
        requestJson(req.body),
      );
      await quotes.submit(req, input, { website, elapsedMs });
      res.status(201).json({ success: true, message: QUOTE_MESSAGES.sent });
    },
  );

  return router;
}
