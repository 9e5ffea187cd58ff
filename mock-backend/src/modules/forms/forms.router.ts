import { Router } from 'express';
import { BrochureRequestSchema, ContactMessageSchema, InquirySchema } from '@gear/contract/leads';
import { BODY_LIMITS } from '@gear/contract/limits';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { route } from '../../http/api-route.ts';
import { jsonBody } from '../../http/json-body.ts';
import { rateLimitByIp } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validate.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import type { FormsService } from './forms.service.ts';

/**
 * The three public forms: per-IP limit, JSON, strict schemas; the lead is saved before any mail.
 * A submission that looks automated (honeypot filled or sent too fast, see the service) gets the
 * very same answer as a real one: the answer never tells a bot which check it tripped.
 */
export function createFormsRouter(
  forms: FormsService,
  limiter: RateLimiter | null,
  /** BROCHURE_GATED (ADR 0020): link + visitor pass added to the brochure answer; null id = dropped. */
  brochureExtras?: (leadId: number | null) => object,
): Router {
  const router = Router();
  const guard = [rateLimitByIp(limiter), ...jsonBody(BODY_LIMITS.defaultJsonBytes)];

  route(router, 'requestBrochure', ...guard, async (req, res) => {
    const { website, elapsedMs, ...input } = parseInput(BrochureRequestSchema, req.body);
    const lead = await forms.submit(
      {
        kind: 'brochure',
        name: input.name,
        email: input.email,
        phone: input.contact,
        message: null,
        ip: req.ip ?? null,
      },
      { website, elapsedMs },
    );
    res.json({
      success: true,
      message: PUBLIC_MESSAGES.brochureSuccess,
      ...brochureExtras?.(lead?.id ?? null),
    });
  });

  route(router, 'sendContactMessage', ...guard, async (req, res) => {
    const { website, elapsedMs, ...input } = parseInput(ContactMessageSchema, req.body);
    await forms.submit({ kind: 'contact', ...input, ip: req.ip ?? null }, { website, elapsedMs });
    res.json({ success: true, message: PUBLIC_MESSAGES.formSent });
  });

  route(router, 'sendInquiry', ...guard, async (req, res) => {
    const { website, elapsedMs, ...input } = parseInput(InquirySchema, req.body);
    await forms.submit(
      {
        kind: 'inquiry',
        name: input.name,
        email: input.email,
        phone: input.contact,
        message: input.message,
        ip: req.ip ?? null,
      },
      { website, elapsedMs },
    );
    res.json({ success: true, message: PUBLIC_MESSAGES.formSent });
  });

  return router;
}
