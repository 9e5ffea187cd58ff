import type { Logger } from '../../lib/logger.ts';

/** The first check a minute after start (not during start-up work), then every hour. */
const FIRST_CHECK_MS = 60_000;
const CHECK_EVERY_MS = 60 * 60 * 1000;

interface BackupTimer {
  stop(): void;
}

/**
 * Run `check` (the automatic backup when due) after a minute, then hourly. The timers never keep
 * the process alive; a failure is logged and the next hour tries again.
 */
export function startBackupTimer(
  check: () => Promise<unknown>,
  logger: Logger,
  { firstMs = FIRST_CHECK_MS, everyMs = CHECK_EVERY_MS } = {},
): BackupTimer {
  const run = () => {
    check().catch((error: unknown) => {
      logger.error('Automatic backup failed; trying again in an hour.', error);
    });
  };
  let interval: NodeJS.Timeout | undefined;
  const first = setTimeout(() => {
    run();
    interval = setInterval(run, everyMs).unref();
  }, firstMs).unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(interval);
    },
  };
}
