import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import { BROCHURE_DOWNLOAD_FILE_NAME } from '@gear/contract/brochure-constants';
import { SERVABLE_NAME } from './upload-files.ts';

/**
 * GET /uploads/<name>: only single-segment names with an allowed extension (no dotfiles, no
 * folders, no listing), served with nosniff; PDFs as attachments named as the catalogue (the one
 * PDF the backend keeps is the e-brochure: a visitor saves it under that name, not the stored
 * random one, whatever the page asked for; issue 14). Anything else leaves this
 * router and reaches the JSON 404. Mount at `/uploads`. `hides(name)`: files that answer that
 * same 404 although they exist (the brochure PDF while BROCHURE_GATED is on, ADR 0020).
 */
export function serveUploads(
  uploadsDir: string,
  hides: (name: string) => boolean = () => false,
): Router {
  const guard: RequestHandler = (req, _res, next) => {
    const name = req.path.slice(1);
    if (
      (req.method === 'GET' || req.method === 'HEAD') &&
      SERVABLE_NAME.test(name) &&
      !hides(name)
    ) {
      next();
      return;
    }
    next('router');
  };
  const files = express.static(uploadsDir, {
    dotfiles: 'deny',
    index: false,
    redirect: false,
    fallthrough: true,
    immutable: true,
    maxAge: '365d',
    setHeaders(res, filePath) {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      if (path.extname(filePath).toLowerCase() === '.pdf') {
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="${BROCHURE_DOWNLOAD_FILE_NAME}"`,
        );
      }
    },
  });
  const router = express.Router();
  router.use(guard, files);
  return router;
}
