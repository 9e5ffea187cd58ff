import express, { type Express } from 'express';
import type { BackendContext } from './context.ts';
import { cors } from './cors.ts';
import { injectDelays } from './delays.ts';
import { injectFailures } from './failures.ts';
import { errorHandler, notFound } from './http-error.ts';
import { authRouter } from './routes/auth.ts';
import { ebrochureRouter } from './routes/ebrochure.ts';
import { galleryRouter } from './routes/gallery.ts';
import { leadsRouter } from './routes/leads.ts';
import { productsRouter } from './routes/products.ts';
import { slidersRouter } from './routes/sliders.ts';

/**
 * The API of the foreign backend: every call of SPEC §7 and nothing else, in the style of an
 * Express + Mongoose backend (string ObjectIds, 201 on creates, `{ message }` errors).
 */
export function createForeignApp(context: BackendContext): Express {
  const app = express();
  app.disable('x-powered-by');
  app.use(cors(context.corsOrigins));
  app.use(injectDelays(context.delays));
  app.use(injectFailures(context.failures));
  app.use(express.json({ limit: '1mb' }));
  app.use(authRouter(context));
  app.use(slidersRouter(context));
  app.use(productsRouter(context));
  app.use(ebrochureRouter(context));
  app.use(leadsRouter(context));
  app.use(galleryRouter(context));
  app.use(notFound);
  app.use(errorHandler);
  return app;
}
