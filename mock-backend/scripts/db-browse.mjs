// Read-only browser for the mock's data: json-server 0.17.4 over DATA_DIR/db.json on port 4001.
// It only reads (GET); the mock backend stays the single writer of db.json.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = path.resolve(packageDir, process.env.DATA_DIR || '.data');
const dbFile = path.join(dataDir, 'db.json');
const port = process.env.DB_BROWSE_PORT || '4001';

if (!existsSync(dbFile)) {
  console.error(
    `No ${dbFile} yet. Start the mock backend once (npm start -w mock-backend), then run this again.`,
  );
  process.exit(1);
}

const require = createRequire(import.meta.url);
const cli = path.join(
  path.dirname(require.resolve('json-server/package.json')),
  'lib',
  'cli',
  'bin.js',
);
const args = [
  cli,
  '--read-only',
  '--watch',
  '--port',
  port,
  '--host',
  '127.0.0.1',
  '--static',
  path.join(dataDir, 'uploads'),
  dbFile,
];
console.log(`json-server (read-only) on http://127.0.0.1:${port}  <- ${dbFile}`);
const child = spawn(process.execPath, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
