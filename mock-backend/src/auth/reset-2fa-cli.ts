import { ConfigError, loadConfig } from '../config.ts';
import { dataPaths } from '../data-paths.ts';
import { LockError } from '../store/lock-file.ts';
import { resetTwoFactor } from './reset-two-factor.ts';
import { SecurityStateError } from './security-state.ts';

/**
 * `npm run reset-2fa -w mock-backend` (server stopped): two-step verification off, every session
 * signed out. Reads DATA_DIR (and the rest of the configuration) like the server does.
 */
async function main(): Promise<void> {
  try {
    const paths = dataPaths(loadConfig().dataDir);
    const reset = await resetTwoFactor(paths);
    if (!reset.found) {
      console.log(`No ${paths.accountFile}: two-step verification is not on. Nothing changed.`);
      return;
    }
    console.log(
      reset.wasOn
        ? `Two-step verification is now off (${paths.accountFile}).`
        : `Two-step verification was already off (${paths.accountFile}).`,
    );
    console.log('Every session was signed out. The password is unchanged.');
    console.log(
      'Start the server, sign in with the password, and turn two-step verification on again from the admin.',
    );
  } catch (error) {
    const known = [ConfigError, LockError, SecurityStateError].some(
      (type) => error instanceof type,
    );
    if (known && error instanceof Error) {
      console.error(`\nreset-2fa: ${error.message}\n`);
    } else {
      console.error('reset-2fa failed:', error);
    }
    process.exitCode = 1;
  }
}

await main();
