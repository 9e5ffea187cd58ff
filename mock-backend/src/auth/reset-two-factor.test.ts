import { rm } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LockError } from '../store/lock-file.ts';
import { ADMIN, bearer, enrol, loginFrom } from '../test-utils/account.ts';
import { dataPaths } from '../data-paths.ts';
import { makeDataDir, startTestApp, type TestApp } from '../test-utils/test-app.ts';
import { resetTwoFactor } from './reset-two-factor.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.destroy());

describe('npm run reset-2fa (resetTwoFactor)', () => {
  it('is refused while the server runs, then turns 2FA off and ends every session', async () => {
    const token = await t.token();
    await enrol(t, token, Date.now());
    await loginFrom(t, '10.30.0.1', ADMIN).expect(401);

    await expect(resetTwoFactor(t.handle.paths)).rejects.toBeInstanceOf(LockError);
    await t.api().get('/api/account').set(bearer(token)).expect(200);

    await t.close();
    expect(await resetTwoFactor(t.handle.paths)).toEqual({ found: true, wasOn: true });
    expect(await resetTwoFactor(t.handle.paths)).toEqual({ found: true, wasOn: false });
    await t.restart();
    await t.api().get('/api/account').set(bearer(token)).expect(401);
    await loginFrom(t, '10.30.0.2', ADMIN).expect(200);
  });

  it('finds nothing to do in a data folder without account.json', async () => {
    const dataDir = await makeDataDir();
    try {
      expect(await resetTwoFactor(dataPaths(dataDir))).toEqual({ found: false, wasOn: false });
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
