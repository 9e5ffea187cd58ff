import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  formatPasswordHash,
  hashPassword,
  parsePasswordHash,
  verifyPassword,
} from './auth/password.ts';
import { ConfigError, DEV_DEFAULTS, PACKAGE_DIR, loadConfig } from './config.ts';

const productionEnv = {
  NODE_ENV: 'production',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'a-long-private-password',
  JWT_SECRET: 'k'.repeat(40),
};

describe('loadConfig', () => {
  it('has development defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 4000,
      dataDir: path.join(PACKAGE_DIR, '.data'),
      adminUsername: 'admin',
      adminPassword: { kind: 'plain', value: 'gears@2005' },
      usesDefaultCredentials: true,
      jwtSecret: null,
      corsOrigins: ['http://localhost:8080', 'http://localhost:5173'],
      smtpUrl: null,
      mailTo: DEV_DEFAULTS.mailTo,
      seed: true,
    });
    expect(PACKAGE_DIR.replace(/\/$/, '')).toMatch(/mock-backend$/);
  });

  it('reads every variable and resolves a relative DATA_DIR against the package, not cwd', () => {
    const config = loadConfig({
      API_PORT: '4100',
      DATA_DIR: 'var/data',
      CORS_ORIGINS: ' https://a.example , http://b.example:8080 ',
      SMTP_URL: 'smtp://user:pass@mail.example:587',
      MAIL_TO: 'sales@gears.example',
      SEED: 'false',
      FORM_RATE_LIMIT: '0',
    });
    expect(config).toMatchObject({
      port: 4100,
      dataDir: path.join(PACKAGE_DIR, 'var/data'),
      corsOrigins: ['https://a.example', 'http://b.example:8080'],
      smtpUrl: 'smtp://user:pass@mail.example:587',
      mailTo: 'sales@gears.example',
      seed: false,
      formRateLimit: 0,
    });
  });

  it('rejects malformed values with every problem listed', () => {
    expect(() =>
      loadConfig({
        API_PORT: 'x',
        CORS_ORIGINS: 'http://a.example/',
        MAIL_TO: 'nope',
        SEED: 'maybe',
      }),
    ).toThrow(/API_PORT[\s\S]*CORS_ORIGINS[\s\S]*MAIL_TO[\s\S]*SEED/);
    expect(() => loadConfig({ CORS_ORIGINS: '*' })).toThrow(ConfigError);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ ADMIN_PASSWORD: 'a-long-password', ADMIN_PASSWORD_HASH: 'scrypt:1' }),
    ).toThrow(ConfigError);
  });

  it('reads SITE_URL as an origin and refuses one with a path or another scheme', () => {
    expect(loadConfig({}).siteUrl).toBeNull();
    expect(loadConfig({ SITE_URL: ' ' }).siteUrl).toBeNull();
    expect(loadConfig({ SITE_URL: 'https://www.example.com/' }).siteUrl).toBe(
      'https://www.example.com',
    );
    for (const bad of ['www.example.com', 'ftp://example.com', 'https://example.com/shop']) {
      expect.soft(() => loadConfig({ SITE_URL: bad })).toThrow(/SITE_URL: must be the site origin/);
    }
  });

  it('reads brochure gating: off with a 600 s link by default, bounded link lifetime', () => {
    expect(loadConfig({})).toMatchObject({ brochureGated: false, brochureLinkTtlSeconds: 600 });
    expect(loadConfig({ BROCHURE_GATED: ' ', BROCHURE_LINK_TTL_SECONDS: '' })).toMatchObject({
      brochureGated: false,
      brochureLinkTtlSeconds: 600,
    });
    for (const on of ['true', '1', 'yes']) {
      expect.soft(loadConfig({ BROCHURE_GATED: on }).brochureGated).toBe(true);
    }
    expect(loadConfig({ BROCHURE_LINK_TTL_SECONDS: '30' }).brochureLinkTtlSeconds).toBe(30);
    expect(loadConfig({ BROCHURE_LINK_TTL_SECONDS: '86400' }).brochureLinkTtlSeconds).toBe(86400);
    expect(() => loadConfig({ BROCHURE_GATED: 'maybe' })).toThrow(
      /BROCHURE_GATED: must be true or false/,
    );
    for (const bad of ['29', '86401', '1.5', 'ten']) {
      expect
        .soft(() => loadConfig({ BROCHURE_LINK_TTL_SECONDS: bad }))
        .toThrow(/BROCHURE_LINK_TTL_SECONDS/);
    }
  });

  it('refuses to start in production with default credentials or secret', () => {
    expect(loadConfig(productionEnv).env).toBe('production');
    for (const missing of ['ADMIN_USERNAME', 'ADMIN_PASSWORD', 'JWT_SECRET'] as const) {
      const env: Record<string, string | undefined> = { ...productionEnv, [missing]: undefined };
      expect.soft(() => loadConfig(env)).toThrow(/Refusing to start in production/);
    }
    expect(() =>
      loadConfig({ ...productionEnv, ADMIN_PASSWORD: DEV_DEFAULTS.adminPassword }),
    ).toThrow(/development default/);
  });

  it('accepts ADMIN_PASSWORD_HASH from the hash-password script', async () => {
    const hash = formatPasswordHash(await hashPassword('s3cret-pass'));
    const config = loadConfig({
      ...productionEnv,
      ADMIN_PASSWORD: undefined,
      ADMIN_PASSWORD_HASH: hash,
    });
    expect(config.adminPassword).toEqual({ kind: 'hash', value: hash });
    const parsed = parsePasswordHash(hash);
    expect(parsed).not.toBeNull();
    if (parsed) {
      expect(await verifyPassword('s3cret-pass', parsed)).toBe(true);
      expect(await verifyPassword('s3cret-pasS', parsed)).toBe(false);
    }
  });
});
