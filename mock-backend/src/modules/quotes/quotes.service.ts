import type { Request } from 'express';
import { spamReason, type FormSignals } from '@gear/contract/leads';
import { type QuoteRequest } from '@gear/contract/quotes';
import { QUOTE_MESSAGES } from '@gear/contract/quote-rules';
import { FILE_RULES } from '@gear/contract/uploads';
import { HttpError } from '../../http/http-error.ts';
import type { Logger } from '../../lib/logger.ts';
import type { StoredLead } from '../../store/db-schema.ts';
import type { QuoteFiles } from '../../uploads/quote-files.ts';
import { multerFiles, type Uploads } from '../../uploads/uploads.ts';
import type { FormsService } from '../forms/forms.service.ts';

/** The request without its anti-spam signals. */
type QuoteInput = Omit<QuoteRequest, keyof FormSignals>;

export interface QuotesService {
  /**
   * Store a quote request as a lead of kind 'quote': its drawings (multer's temp files of `req`)
   * verified and moved into quote-files, then the lead stored, then its mail sent in the
   * background (forms service: the same delivery, resend and resume). A submission that looks
   * automated is dropped (files discarded, nothing stored, no mail) and the result is null; the
   * caller answers as for a lead. If storing fails, the drawings are removed again.
   */
  submit(req: Request, input: QuoteInput, signals: FormSignals): Promise<StoredLead | null>;
}

export function createQuotesService(deps: {
  forms: Pick<FormsService, 'submit'>;
  quoteFiles: QuoteFiles;
  uploads: Pick<Uploads, 'discardTemps'>;
  logger: Logger;
}): QuotesService {
  const { forms, quoteFiles, uploads, logger } = deps;
  const rule = FILE_RULES.quoteDrawings;

  return {
    async submit(req, input, signals) {
      const ip = req.ip ?? null;
      if (input.lines.length + multerFiles(req).length === 0) {
        throw new HttpError(400, QUOTE_MESSAGES.nothingToQuote);
      }
      const reason = spamReason(signals);
      if (reason !== null) {
        await uploads.discardTemps(req);
        logger.debug(
          `Dropped a quote submission from ${ip ?? 'an unknown address'} as spam (${reason}); answered as a success, nothing stored, no mail.`,
        );
        return null;
      }
      const drawings = await quoteFiles.ingest(req, rule);
      try {
        return await forms.submit({
          kind: 'quote',
          name: input.name,
          email: input.email,
          phone: input.phone,
          message: input.message || null,
          ip,
          quote: {
            company: input.company ?? '',
            country: input.country ?? '',
            lines: input.lines.map((line) => ({
              productId: line.productId,
              title: line.title,
              quantity: line.quantity,
              note: line.note ?? '',
            })),
            attachments: drawings.map(({ id, name, type, size }) => ({ id, name, type, size })),
          },
        });
      } catch (error) {
        await quoteFiles.remove(drawings);
        throw error;
      }
    },
  };
}
