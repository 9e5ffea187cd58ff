import type { ForeignBackendOptions } from './start.ts';

export class ConfigError extends Error {}

function port(env: NodeJS.ProcessEnv, name: string): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '')
    throw new ConfigError(`${name} is required (a port, 0..65535)`);
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) {
    throw new ConfigError(`${name} must be an integer port 0..65535, got "${raw}"`);
  }
  return Number(raw);
}

function nonEmpty(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw.trim() === '') throw new ConfigError(`${name} must not be blank`);
  return raw;
}

function origins(raw: string | undefined): string[] {
  const list = (raw ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  for (const origin of list) {
    let parsed: URL;
    try {
      parsed = new URL(origin);
    } catch {
      throw new ConfigError(`FOREIGN_CORS_ORIGINS: "${origin}" is not an origin`);
    }
    if (parsed.origin !== origin) {
      throw new ConfigError(
        `FOREIGN_CORS_ORIGINS: "${origin}" must be scheme://host[:port] exactly`,
      );
    }
  }
  return list;
}

function baseUrl(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw.trim());
  } catch {
    throw new ConfigError(`FOREIGN_ASSET_BASE_URL: "${raw}" is not a URL`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError('FOREIGN_ASSET_BASE_URL must be an http(s) URL');
  }
  if (parsed.search !== '' || parsed.hash !== '') {
    throw new ConfigError('FOREIGN_ASSET_BASE_URL must have no query or fragment');
  }
  return raw.trim().replace(/\/+$/, '');
}

/** Validates the FOREIGN_* environment of server.ts. */
export function readForeignEnv(env: NodeJS.ProcessEnv): ForeignBackendOptions {
  const options: ForeignBackendOptions = {
    host: nonEmpty(env, 'FOREIGN_HOST') ?? '127.0.0.1',
    apiPort: port(env, 'FOREIGN_API_PORT'),
    assetPort: port(env, 'FOREIGN_ASSET_PORT'),
    controlPort: port(env, 'FOREIGN_CONTROL_PORT'),
    corsOrigins: origins(env.FOREIGN_CORS_ORIGINS),
  };
  const assetBaseUrl = baseUrl(env.FOREIGN_ASSET_BASE_URL);
  if (assetBaseUrl !== undefined) options.assetBaseUrl = assetBaseUrl;
  const dataDir = nonEmpty(env, 'FOREIGN_DATA_DIR');
  if (dataDir !== undefined) options.dataDir = dataDir;
  const username = nonEmpty(env, 'FOREIGN_ADMIN_USERNAME');
  if (username !== undefined) options.adminUsername = username;
  const password = nonEmpty(env, 'FOREIGN_ADMIN_PASSWORD');
  if (password !== undefined) options.adminPassword = password;
  const ports = [options.apiPort, options.assetPort, options.controlPort].filter((p) => p !== 0);
  if (new Set(ports).size !== ports.length) {
    throw new ConfigError(
      'FOREIGN_API_PORT, FOREIGN_ASSET_PORT and FOREIGN_CONTROL_PORT must differ',
    );
  }
  return options;
}
