import express, { type Express } from 'express';
import { createCredentials } from './auth/credentials.ts';
import { loadOrCreateJwtSecret } from './auth/jwt-secret.ts';
import { openSecurityState } from './auth/open-security-state.ts';
import { createRequireAdmin } from './auth/require-admin.ts';
import { adminPasswordHash } from './auth/security-state.ts';
import { createSessions } from './auth/session-control.ts';
import { createTokenService } from './auth/tokens.ts';
import { createTwoFactor } from './auth/two-factor.ts';
import type { Config } from './config.ts';
import { dataPaths, type DataPaths } from './data-paths.ts';
import { useFiles, useRouters } from './http/api-route.ts';
import { cors } from './http/cors.ts';
import { createErrorHandler, notFound } from './http/error-handler.ts';
import { apiHeaders, requestLog } from './http/request-log.ts';
import { createLogger, type Logger } from './lib/logger.ts';
import { createRateLimiter } from './lib/rate-limiter.ts';
import { createTaskTracker, type TaskTracker } from './lib/task-tracker.ts';
import { createMailer } from './mail/mailer.ts';
import { openActivityLog } from './modules/activity/activity-log.ts';
import { createActivityRouter } from './modules/activity/activity.router.ts';
import { startBackupTimer } from './modules/backups/backup-timer.ts';
import { createBackupsRouter } from './modules/backups/backups.router.ts';
import { createBackupsService } from './modules/backups/backups.service.ts';
import { activitySummary, attachActivityLog } from './modules/activity/record-activity.ts';
import { createApiDocsRouter } from './modules/api-docs/api-docs.router.ts';
import { createDashboardRouter } from './modules/dashboard/dashboard.router.ts';
import { createAuthRouter } from './modules/auth/auth.router.ts';
import { createAuthService } from './modules/auth/auth.service.ts';
import { LOGIN_LIMITS, createPasswordGate } from './modules/auth/password-gate.ts';
import { createAccountRouter } from './modules/account/account.router.ts';
import { createAccountService, type AccountService } from './modules/account/account.service.ts';
import { createCatalogueRouter } from './modules/catalogue/catalogue.router.ts';
import { createCatalogueService } from './modules/catalogue/catalogue.service.ts';
import { createCategoriesRouter } from './modules/categories/categories.router.ts';
import { createCategoriesService } from './modules/categories/categories.service.ts';
import {
  createBrochureAccessRouter,
  brochureRequestExtras,
} from './modules/ebrochure/brochure-access.router.ts';
import {
  OPEN_GATE,
  createBrochureGate,
  softAdminCheck,
} from './modules/ebrochure/brochure-gate.ts';
import { createBrochureLinks } from './modules/ebrochure/brochure-links.ts';
import { createEbrochureRouter } from './modules/ebrochure/ebrochure.router.ts';
import { createEbrochureService } from './modules/ebrochure/ebrochure.service.ts';
import { createFormsRouter } from './modules/forms/forms.router.ts';
import { createFormsService } from './modules/forms/forms.service.ts';
import { createGalleryRouter } from './modules/gallery/gallery.router.ts';
import { createGalleryService } from './modules/gallery/gallery.service.ts';
import { createLeadsRouter } from './modules/leads/leads.router.ts';
import { createLeadsService } from './modules/leads/leads.service.ts';
import { createProductsRouter } from './modules/products/products.router.ts';
import { createQuotesRouter } from './modules/quotes/quotes.router.ts';
import { createQuotesService } from './modules/quotes/quotes.service.ts';
import { createProductsService } from './modules/products/products.service.ts';
import { createSeoRouter } from './modules/seo/seo.router.ts';
import { createSlidersRouter } from './modules/sliders/sliders.router.ts';
import { createSlidersService } from './modules/sliders/sliders.service.ts';
import { referencedAttachmentIds, referencedUploadUrls } from './store/db-invariants.ts';
import { loadSeedModule, type BuildSeed } from './store/seed-loader.ts';
import { openStore, type Store } from './store/store.ts';
import { createQuoteFiles, sweepQuoteFiles } from './uploads/quote-files.ts';
import { serveUploads } from './uploads/serve-uploads.ts';
import { sweepUploads } from './uploads/sweep-uploads.ts';
import { createUploads } from './uploads/uploads.ts';

const TEN_MINUTES = 10 * 60 * 1000;
/** How long close() waits for mail still being delivered before it closes the store anyway. */
const MAIL_DRAIN_MS = 8_000;

export interface AppOptions {
  /** Replace the seed (tests). Default: src/seed/build-seed.ts when config.seed is on. */
  buildSeed?: BuildSeed | null;
  logger?: Logger;
}

export interface AppHandle {
  app: Express;
  store: Store;
  paths: DataPaths;
  /** Background mail delivery; `await tasks.idle()` to wait for it. */
  tasks: TaskTracker;
  logger: Logger;
  /** Where mail goes (for the start banner). */
  mailTarget: string;
  /** Account security (issue 21): its status for the banner, `sessions` to end every session. */
  account: AccountService;
  /** Let mail in flight finish (briefly), finish queued writes, release the lock. */
  close(): Promise<void>;
}

export async function createApp(config: Config, options: AppOptions = {}): Promise<AppHandle> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const paths = dataPaths(config.dataDir);
  const buildSeed =
    options.buildSeed !== undefined ? options.buildSeed : config.seed ? loadSeedModule : null;
  const store = await openStore({ paths, buildSeed, logger });

  try {
    const uploads = await createUploads({
      paths,
      logger,
      isReferenced: (url) => referencedUploadUrls(store.read()).has(url),
    });
    await sweepUploads(paths, referencedUploadUrls(store.read()), logger);
    // Quote drawings (issue 19): their own folder, never served; orphans of a crash swept.
    const quoteFiles = await createQuoteFiles({ paths, logger });
    await sweepQuoteFiles(paths, referencedAttachmentIds(store.read()), logger);
    // After the store: its lock makes this process the log file's only writer (ADR 0021).
    const activity = await openActivityLog({ file: paths.activityFile, logger });

    const jwtSecret = config.jwtSecret ?? (await loadOrCreateJwtSecret(paths.jwtSecretFile));
    const tokens = createTokenService(jwtSecret);
    // Account security (issue 21, ADR 0036): session epoch, 2FA, a password set from the admin.
    const security = await openSecurityState({
      file: paths.accountFile,
      username: config.adminUsername,
      password: config.adminPassword,
    });
    const credentials = await createCredentials(config.adminUsername, config.adminPassword, () =>
      adminPasswordHash(security.state.read()),
    );
    const sessions = createSessions({ state: security.state, tokens });
    const twoFactor = createTwoFactor({ state: security.state, windowMs: LOGIN_LIMITS.windowMs });
    const gate = createPasswordGate(credentials);
    const auth = createAuthService({ store, gate, sessions, twoFactor });
    /** `account.sessions` ends every session (a restore does). */
    const account = createAccountService({
      state: security.state,
      sessions,
      twoFactor,
      gate,
      username: config.adminUsername,
    });
    const requireAdmin = createRequireAdmin(
      tokens,
      (claims) => sessions.isCurrent(claims) && !auth.isRevoked(claims.jti),
    );
    if (security.environmentChanged) {
      logger.warn(
        'The admin credentials in the environment changed since the last start: every session was signed out, and a password set from the admin no longer applies.',
      );
      activity.record({
        action: 'password_change',
        entity: 'account',
        entity_id: null,
        actor: null,
        ip: null,
        summary: activitySummary.credentialsChangedInEnvironment(),
      });
    }

    const mailer = createMailer({
      smtpUrl: config.smtpUrl,
      outboxDir: paths.outboxDir,
      from: config.mailFrom,
      to: config.mailTo,
    });
    const tasks = createTaskTracker();
    const forms = createFormsService({
      store,
      mailer,
      tasks,
      logger,
      mailContext: {
        siteUrl: config.siteUrl,
        attachmentPath: (attachment) => quoteFiles.pathOf(attachment),
      },
    });
    // Brochure gating (ADR 0020): signed links and visitor passes, keys derived from the JWT secret.
    const ebrochure = createEbrochureService(store);
    const brochureLinks = createBrochureLinks({
      secret: jwtSecret,
      ttlSeconds: config.brochureLinkTtlSeconds,
    });
    const brochureGate = config.brochureGated
      ? createBrochureGate({ links: brochureLinks, isAdmin: softAdminCheck(requireAdmin) })
      : OPEN_GATE;
    const formLimiter =
      config.formRateLimit > 0
        ? createRateLimiter({ limit: config.formRateLimit, windowMs: TEN_MINUTES })
        : null;

    // List answers are serialized once per store snapshot (http/cached-json.ts).
    const snapshot = () => store.read();
    const leads = createLeadsService({ store, forms });
    // Backups and restores (issue 21, ADR 0036); a restored lead still pending gets its mail now.
    const backups = await createBackupsService({
      paths,
      store,
      activity,
      logger,
      settings: { auto: config.backupAuto, keep: config.backupKeep },
      afterRestore: () => {
        forms.resumePending();
      },
    });
    const backupTimer = config.backupAuto
      ? startBackupTimer(() => backups.autoBackupIfDue(), logger)
      : null;
    const app = express();
    app.disable('x-powered-by');
    app.set('trust proxy', 1);
    app.use(requestLog(logger));
    app.use(apiHeaders);
    app.use(cors(config.corsOrigins));
    useFiles(app, 'getUpload', serveUploads(paths.uploadsDir, brochureGate.hides));
    app.use(attachActivityLog(activity));
    useRouters(app, [
      createAuthRouter(auth, requireAdmin),
      createAccountRouter(account, requireAdmin),
      createSlidersRouter(createSlidersService(store), uploads, requireAdmin, snapshot),
      createProductsRouter(createProductsService(store), uploads, requireAdmin, snapshot),
      createCategoriesRouter(createCategoriesService(store), requireAdmin, snapshot),
      createCatalogueRouter(createCatalogueService(snapshot)),
      createEbrochureRouter(ebrochure, uploads, requireAdmin, brochureGate),
      createBrochureAccessRouter({
        ebrochure,
        links: brochureLinks,
        uploadsDir: paths.uploadsDir,
        leadExists: (id) => store.read().leads.some((lead) => lead.id === id),
        limiter: formLimiter,
      }),
      createGalleryRouter(createGalleryService(store), uploads, requireAdmin, snapshot),
      createFormsRouter(
        forms,
        formLimiter,
        config.brochureGated
          ? (leadId) => brochureRequestExtras(ebrochure, brochureLinks, leadId)
          : undefined,
      ),
      createQuotesRouter(
        createQuotesService({ forms, quoteFiles, uploads, logger }),
        uploads,
        formLimiter,
      ),
      createLeadsRouter(leads, requireAdmin, quoteFiles),
      createSeoRouter(store, config.siteUrl),
      createActivityRouter(activity, requireAdmin),
      createDashboardRouter({ snapshot, leads, activity, requireAdmin }),
      createBackupsRouter({ backups, requireAdmin, sessions, paths, logger }),
      createApiDocsRouter(),
    ]);
    app.use(notFound);
    app.use(createErrorHandler(logger, (req) => uploads.discardTemps(req)));

    forms.resumePending();

    let closing: Promise<void> | null = null;
    return {
      app,
      store,
      paths,
      tasks,
      logger,
      mailTarget: mailer.target,
      account,
      close() {
        closing ??= (async () => {
          let timer: NodeJS.Timeout | undefined;
          const drained = await Promise.race([
            tasks.idle().then(() => true),
            new Promise<boolean>((resolve) => {
              timer = setTimeout(() => {
                resolve(false);
              }, MAIL_DRAIN_MS);
            }),
          ]);
          clearTimeout(timer);
          if (!drained)
            logger.warn(
              'Mail still in flight at shutdown; those leads stay pending and are retried at next start.',
            );
          mailer.close();
          backupTimer?.stop();
          await backups.close();
          await activity.close();
          await store.close();
        })();
        return closing;
      },
    };
  } catch (error) {
    await store.close();
    throw error;
  }
}
