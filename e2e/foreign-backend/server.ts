/**
 * CLI entry of the foreign backend (a test fixture: an independently written Express-style backend
 * for SPEC §7). Run from the repository root:
 *
 *   FOREIGN_API_PORT=4100 FOREIGN_ASSET_PORT=4101 FOREIGN_CONTROL_PORT=4102 \
 *   FOREIGN_CORS_ORIGINS=http://127.0.0.1:8080 node --import tsx e2e/foreign-backend/server.ts
 */
import { ConfigError, readForeignEnv } from './config.ts';
import { startForeignBackend } from './start.ts';

let options;
try {
  options = readForeignEnv(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(`foreign backend: ${error.message}`);
  process.exit(1);
}

const backend = await startForeignBackend(options);
console.log(
  `foreign backend: api ${backend.apiUrl} assets ${backend.assetUrl} control ${backend.controlUrl}`,
);

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  backend.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error('foreign backend: stop failed', error);
      process.exit(1);
    },
  );
}
process.once('SIGTERM', shutdown);
process.once('SIGINT', shutdown);
