import path from 'node:path';
import { BACKUP_MESSAGES } from '@gear/contract/backups';
import { ConfigError, loadConfig } from '../../config.ts';
import { dataPaths } from '../../data-paths.ts';
import { createLogger } from '../../lib/logger.ts';
import { StoreStartupError } from '../../store/load-db.ts';
import { backupContents } from './backup-contents.ts';
import { readableInstant } from './backup-names.ts';
import { CliError, restoreFromCli } from './cli-restore.ts';
import { RestoreRefusedError } from './restore-refused.ts';

/**
 * `npm run restore -w mock-backend -- <file.zip>` (server stopped): check the archive completely,
 * then replace everything DATA_DIR holds with it; the state before is kept in DATA_DIR/backups.
 */
async function main(): Promise<void> {
  const [archive, ...rest] = process.argv.slice(2);
  if (archive === undefined || rest.length > 0) {
    console.error('Usage: npm run restore -w mock-backend -- <file.zip>');
    process.exitCode = 2;
    return;
  }
  try {
    const config = loadConfig();
    console.log(`Checking ${archive}...`);
    // npm runs workspace scripts in mock-backend/: a relative path is the caller's (INIT_CWD).
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), archive);
    const { manifest, previous } = await restoreFromCli({
      paths: dataPaths(config.dataDir),
      keep: config.backupKeep,
      logger: createLogger(config.logLevel === 'debug' ? 'debug' : 'warn'),
      archive: file,
      onChecked: (checked) => {
        console.log(`Archive checked (${backupContents(checked.counts)}). Replacing the data...`);
      },
    });
    console.log(BACKUP_MESSAGES.restored(readableInstant(manifest.created_at)));
    console.log(`The data before the restore is kept as backups/${previous}.`);
  } catch (error) {
    const known = [ConfigError, CliError, RestoreRefusedError, StoreStartupError].some(
      (type) => error instanceof type,
    );
    if (known && error instanceof Error) console.error(`\nrestore: ${error.message}\n`);
    else console.error('restore failed:', error);
    process.exitCode = 1;
  }
}

await main();
