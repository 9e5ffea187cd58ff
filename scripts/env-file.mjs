// `npm start` and `npm run dev` read the repo's `.env` the way docker compose does, so one file
// configures all three. Node's own parser (process.loadEnvFile), no hand-written one; a variable
// already set in the shell wins over the file. ENV_FILE names another file instead of .env.
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * Loads `ENV_FILE` or `<repoRoot>/.env` into process.env when the file exists (the shell's values
 * win) and returns one line saying which names it set, or null when there is no file.
 */
export function loadEnvFile(repoRoot) {
  const named = process.env.ENV_FILE;
  const file = named ? path.resolve(named) : path.join(repoRoot, '.env');
  if (!fs.existsSync(file)) {
    if (named) throw new Error(`ENV_FILE=${named}: no such file`);
    return null;
  }
  const names = Object.keys(parseEnv(fs.readFileSync(file, 'utf8')));
  const applied = names.filter((name) => process.env[name] === undefined);
  process.loadEnvFile(file);
  const shown = path.relative(repoRoot, file).startsWith('..')
    ? file
    : path.relative(repoRoot, file);
  return `Settings from ${shown}: ${applied.join(', ') || '(none: the shell sets them all)'}`;
}
