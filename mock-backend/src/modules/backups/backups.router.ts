import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Router, type RequestHandler, type Response } from 'express';
import { BACKUP_ARCHIVE_TYPE, BACKUP_MESSAGES, type RestoreResponse } from '@gear/contract/backups';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { adminClaims } from '../../auth/require-admin.ts';
import type { DataPaths } from '../../data-paths.ts';
import { route } from '../../http/api-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { unlinkIfExists } from '../../lib/fs-utils.ts';
import type { Logger } from '../../lib/logger.ts';
import { activitySummary, recordActivity } from '../activity/record-activity.ts';
import { discardArchive, parseArchiveUpload, uploadedArchive } from './archive-upload.ts';
import { backupContents } from './backup-contents.ts';
import type { SessionControl } from '../../auth/session-control.ts';
import { readableInstant } from './backup-names.ts';
import type { BackupsService } from './backups.service.ts';
import { RestoreRefusedError } from './restore-refused.ts';

interface BackupsRouterDeps {
  backups: BackupsService;
  requireAdmin: RequestHandler;
  /** A restore ends every session; the admin who restored goes on with a new token. */
  sessions: SessionControl;
  paths: DataPaths;
  logger: Logger;
}

/** Send an archive as a download (Content-Length known: the browser shows progress). */
async function sendArchive(res: Response, file: string, name: string, bytes: number) {
  // Quoted always (names are ours: letters, digits, dashes), as the contract documents it.
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.type(BACKUP_ARCHIVE_TYPE);
  res.setHeader('Content-Length', String(bytes));
  try {
    await pipeline(createReadStream(file), res);
  } catch (error) {
    // A client that went away mid-download is no server error.
    if (!res.headersSent) throw error;
  }
}

/** An unexpected failure: logged with its cause, answered with the owner's words. */
function failure(logger: Logger, message: string, error: unknown): unknown {
  if (error instanceof HttpError) return error;
  logger.error(message, error);
  return new HttpError(500, message);
}

/** The admin's backups (issue 21, ADR 0036): list, download now, download a stored one, restore. */
export function createBackupsRouter(deps: BackupsRouterDeps): Router {
  const { backups, requireAdmin, sessions, logger } = deps;
  const router = Router();

  route(router, 'listBackups', requireAdmin, async (_req, res) => {
    res.json(await backups.list());
  });

  // Before getStoredBackup: its `{name}` would match `archive` too.
  route(router, 'downloadBackup', requireAdmin, async (req, res) => {
    const made = await backups.download().catch((error: unknown) => {
      throw failure(logger, BACKUP_MESSAGES.backupFailed, error);
    });
    try {
      const contents = backupContents(made.manifest.counts, made.bytes);
      recordActivity(req, {
        action: 'backup',
        entity: 'backup',
        summary: activitySummary.backupDownloaded(contents),
      });
      await sendArchive(res, made.file, made.name, made.bytes);
    } finally {
      await unlinkIfExists(made.file);
    }
  });

  route(router, 'getStoredBackup', requireAdmin, async (req, res) => {
    const name = String(req.params.name);
    const stored = await backups.stored(name);
    if (!stored) throw new HttpError(404, BACKUP_MESSAGES.notFound);
    recordActivity(req, {
      action: 'backup',
      entity: 'backup',
      summary: activitySummary.storedBackupDownloaded(name),
    });
    await sendArchive(res, stored.file, name, stored.bytes);
  });

  route(router, 'restoreBackup', requireAdmin, parseArchiveUpload(deps.paths), async (req, res) => {
    const archive = uploadedArchive(req);
    const username = adminClaims(req)?.sub;
    if (username === undefined) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
    let outcome;
    try {
      outcome = await backups.restore(archive);
    } catch (error) {
      if (error instanceof RestoreRefusedError) {
        const summary = activitySummary.restoreRefused(error.message);
        recordActivity(req, { action: 'restore_refused', entity: 'backup', summary });
        throw new HttpError(400, error.message);
      }
      throw failure(logger, BACKUP_MESSAGES.restoreFailed, error);
    } finally {
      await discardArchive(req);
    }
    const { manifest, previous } = outcome;
    // The restored log goes on: this entry is its newest.
    recordActivity(req, {
      action: 'restore',
      entity: 'backup',
      summary: activitySummary.restored(
        readableInstant(manifest.created_at),
        backupContents(manifest.counts),
        previous,
      ),
    });
    await sessions.endAll();
    const answer: RestoreResponse = {
      success: true,
      message: BACKUP_MESSAGES.restored(readableInstant(manifest.created_at)),
      token: await sessions.issue(username),
      restored: { created_at: manifest.created_at, counts: manifest.counts },
      previous,
    };
    res.json(answer);
  });

  return router;
}
