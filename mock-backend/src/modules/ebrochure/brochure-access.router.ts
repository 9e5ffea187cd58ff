import { Router, type Request } from 'express';
import {
  BROCHURE_DOWNLOAD_FILE_NAME,
  BROCHURE_LINK_MESSAGES,
  BrochureDownloadQuerySchema,
  BrochureLinkRequestSchema,
  type BrochureRequestResponse,
} from '@gear/contract/brochure-links';
import { BODY_LIMITS } from '@gear/contract/limits';
import { PUBLIC_MESSAGES } from '@gear/contract/messages';
import { route } from '../../http/api-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { jsonBody } from '../../http/json-body.ts';
import { rateLimitByIp } from '../../http/rate-limit.ts';
import { parseInput } from '../../http/validate.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { pathForUrl } from '../../uploads/upload-files.ts';
import type { BrochureLinks } from './brochure-links.ts';
import type { EbrochureService } from './ebrochure.service.ts';

const noBrochure = () => new HttpError(404, PUBLIC_MESSAGES.noBrochure);

/** A single query value (a repeated `?exp=1&exp=2` is not one). */
function queryValue(req: Request, name: string): unknown {
  const value: unknown = (req.query as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

/**
 * The extra fields of a brochure request's answer when gated (ADR 0020): a link to the current
 * PDF (none while there is no brochure) and a visitor pass. `leadId` null = the submission was
 * dropped as spam: it gets the very same shape (a working link, and a pass that never redeems,
 * since no lead 0 exists), so a bot cannot tell.
 */
export function brochureRequestExtras(
  ebrochure: EbrochureService,
  links: BrochureLinks,
  leadId: number | null,
): Omit<BrochureRequestResponse, 'success' | 'message'> {
  const record = ebrochure.get();
  return {
    ...(record ? links.link(record.pdf_file) : {}),
    visitor_pass: links.pass(leadId ?? 0),
  };
}

/**
 * GET /api/ebrochure/download?exp&sig: the current PDF for a valid signed link (403 bad or missing
 * signature, 410 expired, 404 no brochure). POST /api/ebrochure/link {pass}: a fresh link for a
 * returning visitor's pass (403 bad pass), no new lead. Both exist whether or not gating is on.
 */
export function createBrochureAccessRouter(deps: {
  ebrochure: EbrochureService;
  links: BrochureLinks;
  uploadsDir: string;
  /** Whether a lead with this id exists (a pass is bound to its lead). */
  leadExists: (id: number) => boolean;
  limiter: RateLimiter | null;
}): Router {
  const { ebrochure, links, uploadsDir, leadExists, limiter } = deps;
  const router = Router();

  route(router, 'downloadEbrochure', (req, res, next) => {
    const query = BrochureDownloadQuerySchema.safeParse({
      exp: queryValue(req, 'exp'),
      sig: queryValue(req, 'sig'),
    });
    const record = ebrochure.get();
    if (!record) throw noBrochure();
    const verdict = query.success ? links.check(query.data, record.pdf_file) : 'invalid';
    if (verdict === 'invalid') throw new HttpError(403, BROCHURE_LINK_MESSAGES.linkInvalid);
    if (verdict === 'expired') throw new HttpError(410, BROCHURE_LINK_MESSAGES.linkExpired);
    const file = pathForUrl(uploadsDir, record.pdf_file);
    if (file === null) throw noBrochure();
    res.sendFile(
      file,
      {
        cacheControl: false,
        etag: false,
        lastModified: false,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `attachment; filename="${BROCHURE_DOWNLOAD_FILE_NAME}"`,
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      },
      (error?: Error) => {
        if (!error) return;
        if (res.headersSent) {
          res.destroy();
          return;
        }
        next(new HttpError(404, PUBLIC_MESSAGES.noBrochure));
      },
    );
  });

  route(
    router,
    'renewEbrochureLink',
    rateLimitByIp(limiter),
    ...jsonBody(BODY_LIMITS.defaultJsonBytes),
    (req, res) => {
      const { pass } = parseInput(BrochureLinkRequestSchema, req.body);
      const leadId = links.readPass(pass);
      if (leadId === null || !leadExists(leadId))
        throw new HttpError(403, BROCHURE_LINK_MESSAGES.passInvalid);
      const record = ebrochure.get();
      if (!record) throw noBrochure();
      res.json(links.link(record.pdf_file));
    },
  );

  return router;
}
