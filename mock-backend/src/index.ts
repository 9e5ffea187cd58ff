import { createServer, type ServerResponse } from 'node:http';
import { createApp, type AppHandle } from './app.ts';
import { SecurityStateError } from './auth/security-state.ts';
import { ConfigError, DEV_DEFAULTS, loadConfig, type Config } from './config.ts';
import { errorCode } from './lib/fs-utils.ts';
import { StoreStartupError } from './store/load-db.ts';
import { LockError } from './store/lock-file.ts';
import { SeedError } from './store/seed-loader.ts';

/** Startup problems an operator can fix: print the message, not a stack, and exit 1. */
function fail(error: unknown): never {
  const known = [ConfigError, LockError, StoreStartupError, SeedError, SecurityStateError].some(
    (type) => error instanceof type,
  );
  if (known && error instanceof Error) console.error(`\nmock-backend: ${error.message}\n`);
  else console.error('mock-backend failed to start:', error);
  process.exit(1);
}

/** Where the password comes from and whether 2FA is on (issue 21). */
function accountLine(handle: AppHandle): string {
  const status = handle.account.status();
  const password =
    status.password_source === 'admin' ? 'password changed from the admin' : 'password from env';
  const twoFactor = status.two_factor.enabled
    ? 'on (locked out? stop the server, npm run reset-2fa -w mock-backend)'
    : 'off';
  return `${password}; two-step verification ${twoFactor}`;
}

function banner(config: Config, handle: AppHandle, port: number): string {
  const password =
    config.adminPassword.kind === 'plain' &&
    config.adminPassword.value === DEV_DEFAULTS.adminPassword
      ? DEV_DEFAULTS.adminPassword
      : `(from ${config.adminPassword.kind === 'hash' ? 'ADMIN_PASSWORD_HASH' : 'ADMIN_PASSWORD'})`;
  const lines = [
    '',
    `Mock backend ready on http://localhost:${port}  (${config.env})`,
    `  Admin login   ${config.adminUsername} / ${password}${config.usesDefaultCredentials ? '   <- development defaults' : ''}`,
    `  Account       ${accountLine(handle)}`,
    `  Data          ${handle.paths.dataDir}  (db.json, uploads/)`,
    `  Backups       ${config.backupAuto ? `daily into backups/, newest ${config.backupKeep} kept` : 'no daily backups (BACKUP_AUTO=false)'}; npm run backup -w mock-backend`,
    `  Mail          ${handle.mailTarget} -> ${config.mailTo}`,
    `  CORS origins  ${config.corsOrigins.join(', ') || '(none)'}`,
    `  Browse data   npm run db:browse -w mock-backend  (read-only json-server on http://localhost:4001)`,
    '',
  ];
  return lines.join('\n');
}

async function main(): Promise<void> {
  let config: Config;
  let handle: AppHandle;
  try {
    config = loadConfig();
    handle = await createApp(config);
  } catch (error) {
    fail(error);
  }

  let stopping = false;
  /** Requests being answered, so a shutdown can ask each to close its connection. */
  const active = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    // After SIGTERM a keep-alive connection serves at most the request already on it, then closes.
    if (stopping) res.setHeader('Connection', 'close');
    active.add(res);
    res.once('close', () => active.delete(res));
    handle.app(req, res);
  });
  server.headersTimeout = 20_000;
  server.requestTimeout = 120_000;
  server.on('error', (error) => {
    if (errorCode(error) === 'EADDRINUSE') {
      console.error(
        `\nmock-backend: port ${config.port} is already in use. Set API_PORT to another port.\n`,
      );
    } else {
      console.error('mock-backend: server error', error);
    }
    void handle.close().finally(() => process.exit(1));
  });
  server.listen({ port: config.port, host: config.host }, () => {
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.port;
    console.log(banner(config, handle, port));
  });

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    for (const res of active) if (!res.headersSent) res.setHeader('Connection', 'close');
    handle.logger.info(`${signal}: no new connections; finishing requests and writes...`);
    const force = setTimeout(() => {
      server.closeAllConnections();
    }, 10_000);
    force.unref();
    server.close(() => {
      void handle
        .close()
        .then(() => {
          handle.logger.info('Stopped cleanly.');
          process.exit(0);
        })
        .catch((error: unknown) => {
          console.error('mock-backend: error while stopping', error);
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.once('SIGINT', () => {
    shutdown('SIGINT');
  });
}

await main();
