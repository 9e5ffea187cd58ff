import type { Request, RequestHandler } from 'express';
import type { ActivityAction, ActivityEntity } from '@gear/contract/activity';
import { adminClaims } from '../../auth/require-admin.ts';
import type { ActivityLog } from './activity-log.ts';

const logByRequest = new WeakMap<Request, ActivityLog>();

/** Mounted once by the app: lets the routers record with `recordActivity(req, …)`. */
export function attachActivityLog(log: ActivityLog): RequestHandler {
  return (req, _res, next) => {
    logByRequest.set(req, log);
    next();
  };
}

interface ActivityEvent {
  action: ActivityAction;
  entity: ActivityEntity;
  /** The record acted on; null (default) for sessions and the brochure. */
  entityId?: number | null;
  summary: string;
  /** Default: the username of the request's admin token. Set for logins (the username tried). */
  actor?: string;
}

/**
 * Records what this request did, with the admin's username and the client IP. Call it only after
 * the change was committed. It never throws (ActivityLog.record logs a failure as a warning).
 */
export function recordActivity(req: Request, event: ActivityEvent): void {
  logByRequest.get(req)?.record({
    action: event.action,
    entity: event.entity,
    entity_id: event.entityId ?? null,
    actor: event.actor ?? adminClaims(req)?.sub ?? null,
    ip: req.ip ?? null,
    summary: event.summary,
  });
}

/**
 * Records one more of a repeated event from the request's client IP (a refused login): one entry
 * per IP and window with a count, whatever the flood (issue 17).
 */
export function recordRepeatedActivity(
  req: Request,
  event: Omit<ActivityEvent, 'summary'>,
  summarize: (count: number, actors: readonly string[]) => string,
): void {
  const ip = req.ip ?? null;
  logByRequest.get(req)?.recordRepeated(
    `${event.action}\u0000${ip ?? ''}`,
    {
      action: event.action,
      entity: event.entity,
      entity_id: event.entityId ?? null,
      actor: event.actor ?? adminClaims(req)?.sub ?? null,
      ip,
      summary: '',
    },
    summarize,
  );
}

const quoted = (title: string) => `"${title.replace(/\s+/g, ' ').trim()}"`;
const VERBS = { create: 'Created', update: 'Updated', delete: 'Deleted' } as const;
type Change = keyof typeof VERBS;

/** The readable lines of the log, e.g. `Created product #12 "Spur gear"`. */
export const activitySummary = {
  titled: (change: Change, noun: 'slider' | 'product' | 'category', id: number, title: string) =>
    `${VERBS[change]} ${noun} #${id} ${quoted(title)}`,
  /** A renamed category also says what it was called. */
  categoryRenamed: (id: number, name: string, previous: string) =>
    `Updated category #${id} ${quoted(name)} (was ${quoted(previous)})`,
  categoriesReordered: () => 'Reordered the categories',
  galleryImage: (change: Change, id: number) =>
    `${{ create: 'Uploaded', update: 'Replaced', delete: 'Deleted' }[change]} gallery image #${id}`,
  ebrochure: (change: Change, replaced?: { cover: boolean; pdf: boolean }) => {
    const parts = replaced
      ? [replaced.cover ? 'cover' : null, replaced.pdf ? 'PDF' : null].filter(Boolean)
      : [];
    return `${VERBS[change]} the e-brochure${parts.length > 0 ? ` (new ${parts.join(' and ')})` : ''}`;
  },
  login: () => 'Signed in',
  loginFailed: (username: string) =>
    `Failed login as ${quoted(username)} (wrong username or password)`,
  /** Refused logins from one IP in a window: the first as one failed login, then a count. */
  loginsRefused: (count: number, usernames: readonly string[]) =>
    count === 1
      ? `Failed login as ${quoted(usernames[0] ?? '')} (refused: too many attempts)`
      : `${count} failed logins refused (too many attempts) as ${usernames.map(quoted).join(', ')}`,
  logout: () => 'Signed out',
  // Backups and restores (issue 21); `contents` as backups/backup-contents.ts words it.
  backupDownloaded: (contents: string) => `Downloaded a backup (${contents})`,
  backupStored: (kind: 'auto' | 'cli', name: string, contents: string) =>
    kind === 'auto'
      ? `Automatic backup ${name} (${contents})`
      : `Backup ${name} made from the command line (${contents})`,
  storedBackupDownloaded: (name: string) => `Downloaded the stored backup ${name}`,
  restored: (createdAt: string, contents: string, previous: string) =>
    `Restored the backup of ${createdAt} (${contents}); the data before it is kept as ${previous}`,
  restoreRefused: (reason: string) =>
    `Refused to restore an archive: ${reason.replace(/ Nothing was changed\.$/, '')}`,
  // Account security (issue 21).
  codeFailed: (username: string) => `Failed login as ${quoted(username)} (wrong code)`,
  recoveryCodeUsed: (left: number) =>
    `Signed in with a recovery code (${left} ${left === 1 ? 'code' : 'codes'} left)`,
  twoFactorOn: () => 'Turned two-step verification on',
  twoFactorOff: () => 'Turned two-step verification off',
  recoveryCodesRenewed: () => 'Made new recovery codes (the old ones no longer work)',
  passwordChanged: () => 'Changed the admin password (every other session signed out)',
  credentialsChangedInEnvironment: () =>
    'The admin credentials were changed in the environment (every session signed out)',
  signedOutEverywhere: () => 'Signed out everywhere',
};
