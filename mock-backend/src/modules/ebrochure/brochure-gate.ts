import type { Request, RequestHandler, Response } from 'express';
import type { BrochureLinks } from './brochure-links.ts';
import type { EbrochureRecord } from './ebrochure.service.ts';

/** What GET /api/ebrochure (and the admin's save answer) shows of the record. */
export interface BrochureGate {
  gated: boolean;
  /** The record as this request may see it. */
  view(req: Request, res: Response, record: EbrochureRecord | null): Promise<object | null>;
  /** The record for an admin (after a save): the PDF as a signed link when gated. */
  adminView(record: EbrochureRecord): EbrochureRecord;
  /** True when `/uploads/<name>` must not be served (every PDF while gated). */
  hides: (name: string) => boolean;
}

/** Without BROCHURE_GATED: the SPEC answers, untouched. */
export const OPEN_GATE: BrochureGate = {
  gated: false,
  view: (_req, _res, record) => Promise.resolve(record),
  adminView: (record) => record,
  hides: () => false,
};

/**
 * Whether the request carries a valid admin token, without answering 401: a public page sends
 * none, and a stale token simply reads like an anonymous visitor.
 */
export function softAdminCheck(
  requireAdmin: RequestHandler,
): (req: Request, res: Response) => Promise<boolean> {
  return (req, res) => {
    if (req.headers.authorization === undefined) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      Promise.resolve(
        requireAdmin(req, res, () => {
          resolve(true);
        }),
      ).then(
        () => {
          resolve(false);
        },
        () => {
          resolve(false);
        },
      );
    });
  };
}

/**
 * BROCHURE_GATED=true (ADR 0020): anonymous readers learn that a PDF exists (`pdf_available`),
 * not where it is; an admin gets the PDF as a signed link (so 'View PDF' opens it); the stored
 * PDF file itself is never served from /uploads.
 */
export function createBrochureGate(deps: {
  links: BrochureLinks;
  isAdmin: (req: Request, res: Response) => Promise<boolean>;
}): BrochureGate {
  const { links, isAdmin } = deps;
  const adminView = (record: EbrochureRecord): EbrochureRecord => ({
    ...record,
    pdf_file: links.link(record.pdf_file).download_url,
  });
  return {
    gated: true,
    async view(req, res, record) {
      res.vary('Authorization');
      if (record === null) return null;
      if (await isAdmin(req, res)) return { ...adminView(record), pdf_available: true };
      return {
        cover_image: record.cover_image,
        pdf_available: true,
        updated_at: record.updated_at,
        ...(record.variants ? { variants: record.variants } : {}),
      };
    },
    adminView,
    // The brochure is the only PDF the backend stores: hiding them all also covers a file that is
    // being replaced at this very moment.
    hides: (name) => name.toLowerCase().endsWith('.pdf'),
  };
}
