import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { BACKUP_LIMITS } from '@gear/contract/backups';
import { BROCHURE_LINK_LIMITS } from '@gear/contract/brochure-links';
import { parseSiteUrl } from '@gear/contract/sitemap';
import { isPasswordHashString } from './auth/password.ts';
import { LOG_LEVELS, type LogLevel } from './lib/logger.ts';

/** The mock-backend package folder; relative paths are resolved against it, never against cwd. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

export const DEV_DEFAULTS = {
  port: 4000,
  dataDir: path.join(PACKAGE_DIR, '.data'),
  adminUsername: 'admin',
  adminPassword: 'gears@2005',
  corsOrigins: ['http://localhost:8080', 'http://localhost:5173'],
  mailTo: 'sales@example.com',
  mailFrom: 'Gear site <no-reply@example.com>',
  formRateLimit: 30,
} as const;

export type AdminPassword = { kind: 'plain'; value: string } | { kind: 'hash'; value: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  /** Interface to bind; undefined = all interfaces. */
  host: string | undefined;
  dataDir: string;
  adminUsername: string;
  adminPassword: AdminPassword;
  /** True when the dev default username or password is in use (printed at start). */
  usesDefaultCredentials: boolean;
  /** null: generate once and keep in DATA_DIR/.jwt-secret. */
  jwtSecret: string | null;
  corsOrigins: string[];
  smtpUrl: string | null;
  mailTo: string;
  mailFrom: string;
  seed: boolean;
  logLevel: LogLevel;
  /** Public form submissions per IP per 10 minutes; 0 disables the limit. */
  formRateLimit: number;
  /** Public origin of the site for the sitemap (SITE_URL); null: the request's forwarded host. */
  siteUrl: string | null;
  /** BROCHURE_GATED: the PDF only through short-lived signed links (ADR 0020). */
  brochureGated: boolean;
  /** BROCHURE_LINK_TTL_SECONDS: how long a signed brochure link works. */
  brochureLinkTtlSeconds: number;
  /** BACKUP_AUTO: a daily automatic backup into DATA_DIR/backups (issue 21). */
  backupAuto: boolean;
  /** BACKUP_KEEP: how many backups of each kind (automatic, CLI, before a restore) are kept. */
  backupKeep: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalString = z.preprocess(blankToUndefined, z.string().trim().optional());
const bool = (fallback: boolean) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
      .optional()
      .transform((value) =>
        value === undefined ? fallback : ['true', '1', 'yes'].includes(value),
      ),
  );

const origin = z.string().refine((value) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value;
  } catch {
    return false;
  }
}, 'each entry must be an exact origin such as http://localhost:8080 (no path, no trailing slash)');

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(
    blankToUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  API_PORT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(65535).default(DEV_DEFAULTS.port),
  ),
  API_HOST: optionalString,
  DATA_DIR: optionalString,
  ADMIN_USERNAME: z.preprocess(blankToUndefined, z.string().trim().min(1).max(100).optional()),
  ADMIN_PASSWORD: z.preprocess(
    blankToUndefined,
    z.string().min(8, 'must be at least 8 characters').max(200).optional(),
  ),
  ADMIN_PASSWORD_HASH: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        isPasswordHashString,
        'must look like scrypt:N:r:p:salt:key (npm run hash-password -w mock-backend)',
      )
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    blankToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  CORS_ORIGINS: z.preprocess(
    blankToUndefined,
    z
      .string()
      .optional()
      .transform((value) =>
        value === undefined
          ? [...DEV_DEFAULTS.corsOrigins]
          : value
              .split(',')
              .map((entry) => entry.trim())
              .filter(Boolean),
      )
      .pipe(z.array(origin)),
  ),
  SMTP_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine((value) => /^smtps?:\/\/[^\s]+$/i.test(value), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_TO: z.preprocess(blankToUndefined, z.email().default(DEV_DEFAULTS.mailTo)),
  MAIL_FROM: z.preprocess(
    blankToUndefined,
    z
      .string()
      .max(200)
      .refine((value) => !/[\r\n]/.test(value), 'must be a single line')
      .default(DEV_DEFAULTS.mailFrom),
  ),
  SEED: bool(true),
  LOG_LEVEL: z.preprocess(blankToUndefined, z.enum(LOG_LEVELS).optional()),
  FORM_RATE_LIMIT: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(0).max(100000).default(DEV_DEFAULTS.formRateLimit),
  ),
  BROCHURE_GATED: bool(false),
  BROCHURE_LINK_TTL_SECONDS: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int()
      .min(BROCHURE_LINK_LIMITS.ttlMinSeconds)
      .max(BROCHURE_LINK_LIMITS.ttlMaxSeconds)
      .default(BROCHURE_LINK_LIMITS.ttlDefaultSeconds),
  ),
  BACKUP_AUTO: bool(true),
  BACKUP_KEEP: z.preprocess(
    blankToUndefined,
    z.coerce.number().int().min(1).max(BACKUP_LIMITS.keepMax).default(BACKUP_LIMITS.keepDefault),
  ),
  SITE_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (value) => parseSiteUrl(value) !== null,
        'must be the site origin such as https://www.example.com (no path)',
      )
      .optional(),
  ),
});

function resolveDataDir(value: string | undefined): string {
  if (value === undefined) return DEV_DEFAULTS.dataDir;
  return path.resolve(PACKAGE_DIR, value);
}

/** Validate process.env (or a given record). Throws ConfigError with every problem listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.') || 'env'}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD !== undefined && e.ADMIN_PASSWORD_HASH !== undefined) {
    throw new ConfigError(
      'Invalid configuration:\n  Set ADMIN_PASSWORD or ADMIN_PASSWORD_HASH, not both.',
    );
  }

  const adminPassword: AdminPassword =
    e.ADMIN_PASSWORD_HASH !== undefined
      ? { kind: 'hash', value: e.ADMIN_PASSWORD_HASH }
      : { kind: 'plain', value: e.ADMIN_PASSWORD ?? DEV_DEFAULTS.adminPassword };
  const usesDefaultCredentials =
    e.ADMIN_USERNAME === undefined ||
    (adminPassword.kind === 'plain' && adminPassword.value === DEV_DEFAULTS.adminPassword);

  if (e.NODE_ENV === 'production') {
    const problems: string[] = [];
    if (e.ADMIN_USERNAME === undefined) problems.push('ADMIN_USERNAME is not set');
    if (e.ADMIN_PASSWORD === undefined && e.ADMIN_PASSWORD_HASH === undefined) {
      problems.push('ADMIN_PASSWORD or ADMIN_PASSWORD_HASH is not set');
    }
    if (e.ADMIN_PASSWORD === DEV_DEFAULTS.adminPassword) {
      problems.push('ADMIN_PASSWORD is the public development default');
    }
    if (e.JWT_SECRET === undefined)
      problems.push('JWT_SECRET is not set (use 32+ random characters)');
    if (problems.length > 0) {
      throw new ConfigError(
        `Refusing to start in production with default credentials or secrets:\n${problems
          .map((problem) => `  - ${problem}`)
          .join('\n')}\nSee .env.example.`,
      );
    }
  }

  return {
    env: e.NODE_ENV,
    port: e.API_PORT,
    host: e.API_HOST,
    dataDir: resolveDataDir(e.DATA_DIR),
    adminUsername: e.ADMIN_USERNAME ?? DEV_DEFAULTS.adminUsername,
    adminPassword,
    usesDefaultCredentials,
    jwtSecret: e.JWT_SECRET ?? null,
    corsOrigins: e.CORS_ORIGINS,
    smtpUrl: e.SMTP_URL ?? null,
    mailTo: e.MAIL_TO,
    mailFrom: e.MAIL_FROM,
    seed: e.SEED,
    logLevel: e.LOG_LEVEL ?? 'info',
    formRateLimit: e.FORM_RATE_LIMIT,
    siteUrl: e.SITE_URL === undefined ? null : parseSiteUrl(e.SITE_URL),
    brochureGated: e.BROCHURE_GATED,
    brochureLinkTtlSeconds: e.BROCHURE_LINK_TTL_SECONDS,
    backupAuto: e.BACKUP_AUTO,
    backupKeep: e.BACKUP_KEEP,
  };
}
