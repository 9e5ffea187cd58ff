import path from 'node:path';
import { ConfigError, loadConfig } from '../../config.ts';
import { dataPaths } from '../../data-paths.ts';
import { createLogger } from '../../lib/logger.ts';
import { backupContents } from './backup-contents.ts';
import { BackupError } from './backup-snapshot.ts';
import { backupFromCli } from './cli-backup.ts';

/**
 * `npm run backup -w mock-backend [-- --out <file.zip>]`, e.g. from cron: a backup of DATA_DIR
 * (read like the server reads its configuration), while the server runs or not.
 */
async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const outAt = args.indexOf('--out');
  const out = outAt >= 0 ? args[outAt + 1] : undefined;
  if ((outAt >= 0 && !out) || args.length !== (outAt >= 0 ? 2 : 0)) {
    console.error('Usage: npm run backup -w mock-backend [-- --out <file.zip>]');
    process.exitCode = 2;
    return;
  }
  try {
    const config = loadConfig();
    const backup = await backupFromCli({
      paths: dataPaths(config.dataDir),
      keep: config.backupKeep,
      logger: createLogger(config.logLevel === 'debug' ? 'debug' : 'warn'),
      // npm runs workspace scripts in mock-backend/: a relative path is the caller's (INIT_CWD).
      ...(out === undefined
        ? {}
        : { out: path.resolve(process.env.INIT_CWD ?? process.cwd(), out) }),
    });
    console.log(`Backup written: ${backup.file}`);
    console.log(`  ${backupContents(backup.manifest.counts, backup.bytes)}`);
    const { counts } = backup.manifest;
    console.log(
      `  ${counts.sliders} sliders, ${counts.categories} categories, ${counts.gallery} gallery images, ` +
        `${counts.ebrochure} e-brochure, ${counts.leads} leads, ${counts.activity} activity entries`,
    );
    if (!backup.logged) console.log('  (the server is running: not entered in its activity log)');
  } catch (error) {
    if (error instanceof ConfigError || error instanceof BackupError) {
      console.error(`\nbackup: ${error.message}\n`);
    } else {
      console.error('backup failed:', error);
    }
    process.exitCode = 1;
  }
}

await main();
