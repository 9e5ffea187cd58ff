import { readFile, rename, writeFile } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parse } from 'zod/mini';
import {
  AccountStatusSchema,
  ACCOUNT_MESSAGES,
  FreshTokenResponseSchema,
} from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { createApp } from '../../app.ts';
import { SecurityStateError } from '../../auth/security-state.ts';
import { formatPasswordHash, hashPassword } from '../../auth/password.ts';
import { ADMIN, activityOf, bearer, loginFrom } from '../../test-utils/account.ts';
import { tokenOf } from '../../test-utils/bodies.ts';
import { startTestApp, testConfig, type TestApp } from '../../test-utils/test-app.ts';
import { adminClaims, appSecret } from '../../test-utils/tokens.ts';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.destroy());

let ipCounter = 0;
/** A fresh client address per login, so the throttle of one test never meets another's. */
const signIn = async (password: string = ADMIN.password) =>
  tokenOf(await loginFrom(t, `10.20.0.${(ipCounter += 1)}`, { ...ADMIN, password }).expect(200));

const UNAUTHORIZED = { success: false, error: ADMIN_MESSAGES.unauthorized };

/** The admin calls a token is tried on: a read, the account, a logout (which must not pass). */
async function answersTo(token: string): Promise<number[]> {
  return [
    (await t.api().get('/api/leads').set(bearer(token))).status,
    (await t.api().get('/api/account').set(bearer(token))).status,
    (await t.api().get('/api/activity').set(bearer(token))).status,
  ];
}

/** Every admin call answers this token 401, with the usual body; a logout with it too. */
async function expectEnded(token: string) {
  for (const url of ['/api/leads', '/api/account', '/api/activity']) {
    const response = await t.api().get(url).set(bearer(token));
    expect.soft(`${url} ${response.status}`).toBe(`${url} 401`);
    expect.soft(response.body).toEqual(UNAUTHORIZED);
  }
  const logout = await t.api().post('/logout').set(bearer(token)).send({});
  expect.soft(logout.status).toBe(401);
}

const changePassword = (token: string, body: object, ip = '10.21.0.1') =>
  t.api().post('/api/account/password').set('X-Forwarded-For', ip).set(bearer(token)).send(body);

describe('changing the password from the admin', () => {
  it('refuses a wrong current password with 400 (the session goes on), counted like a failed login', async () => {
    const token = await signIn();
    const wrong = { current_password: 'not-it-at-all', new_password: 'a-new-password-1' };
    const answer = await changePassword(token, wrong, '10.21.1.1').expect(400);
    expect(answer.body).toEqual({ success: false, error: 'The current password is not correct.' });
    expect(await answersTo(token)).toEqual([200, 200, 200]);
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const again = await changePassword(token, wrong, '10.21.1.1');
      expect.soft(again.status).toBe(400);
    }
    const blocked = await changePassword(
      token,
      { ...wrong, current_password: ADMIN.password },
      '10.21.1.1',
    );
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: ADMIN_MESSAGES.tooManyLogins });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The same bucket as the login from that address.
    await loginFrom(t, '10.21.1.1', ADMIN).expect(429);
  });

  it('validates the new password: it must differ and be long enough', async () => {
    const token = await signIn();
    const same = await changePassword(token, {
      current_password: ADMIN.password,
      new_password: ADMIN.password,
    }).expect(400);
    expect(same.body).toEqual({
      success: false,
      error: 'The new password must differ from the current one.',
    });
    const short = await changePassword(token, {
      current_password: ADMIN.password,
      new_password: 'short',
    }).expect(400);
    expect(short.body).toEqual({ success: false, error: ACCOUNT_MESSAGES.passwordTooShort });
    await changePassword(token, { new_password: 'a-new-password-1' }).expect(400);
  });

  it('ends every earlier session and goes on with a new token; only the new password signs in', async () => {
    const first = await signIn();
    const second = await signIn();
    const before = parse(
      AccountStatusSchema,
      (await t.api().get('/api/account').set(bearer(first))).body,
    );
    const changed = await changePassword(first, {
      current_password: ADMIN.password,
      new_password: 'a-new-password-1',
    }).expect(200);
    const fresh = parse(FreshTokenResponseSchema, changed.body);
    expect(fresh).toMatchObject({
      success: true,
      message: 'Password changed. Every other session has been signed out.',
    });
    expect(Object.keys(fresh).sort()).toEqual(['message', 'success', 'token']);
    await expectEnded(first);
    await expectEnded(second);
    expect(await answersTo(fresh.token)).toEqual([200, 200, 200]);

    const status = parse(
      AccountStatusSchema,
      (await t.api().get('/api/account').set(bearer(fresh.token))).body,
    );
    expect(status.password_source).toBe('admin');
    expect(status.password_changed_at).not.toBeNull();
    expect(Date.parse(status.sessions_valid_from)).toBeGreaterThanOrEqual(
      Date.parse(before.sessions_valid_from),
    );

    await loginFrom(t, '10.22.0.1', ADMIN).expect(401);
    await signIn('a-new-password-1');
    const entries = await activityOf(t, fresh.token, 'password_change');
    expect(entries.map((entry) => [entry.summary, entry.actor])).toEqual([
      ['Changed the admin password (every other session signed out)', 'admin'],
    ]);

    // Kept across a restart: the new password, the new token; the old tokens stay ended.
    await t.restart();
    expect(await answersTo(fresh.token)).toEqual([200, 200, 200]);
    await expectEnded(first);
    await signIn('a-new-password-1');
    await t.api().post('/logout').set(bearer(fresh.token)).send({}).expect(200);
  });
});

describe('signing out everywhere', () => {
  it('ends every token issued so far, this one too, for good', async () => {
    const tokens = [await signIn(), await signIn(), await signIn()];
    const [mine = ''] = tokens;
    await t
      .api()
      .post('/api/account/sign-out-everywhere')
      .set(bearer(mine))
      .send({ all: true })
      .expect(400);
    const answer = await t
      .api()
      .post('/api/account/sign-out-everywhere')
      .set(bearer(mine))
      .send({})
      .expect(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Signed out everywhere. Please sign in again.',
    });
    for (const token of tokens) await expectEnded(token);
    await t.restart();
    for (const token of tokens) await expectEnded(token);

    const next = await signIn();
    expect(await answersTo(next)).toEqual([200, 200, 200]);
    const entries = await activityOf(t, next, 'sign_out_everywhere');
    expect(entries.map((entry) => entry.summary)).toEqual(['Signed out everywhere']);
  });

  it('sessions.endAll() (what a restore calls) ends them too; sessions.issue() gives a working token', async () => {
    const before = await signIn();
    await t.handle.account.sessions.endAll();
    await expectEnded(before);
    const after = await t.handle.account.sessions.issue('admin');
    expect(await answersTo(after)).toEqual([200, 200, 200]);
  });
});

describe('the environment', () => {
  it('a changed ADMIN_PASSWORD at restart ends every session and is the password again', async () => {
    const token = await signIn();
    const changed = parse(
      FreshTokenResponseSchema,
      (
        await changePassword(token, {
          current_password: ADMIN.password,
          new_password: 'set-in-the-admin',
        }).expect(200)
      ).body,
    );
    // Same environment: nothing ends.
    await t.restart();
    expect(await answersTo(changed.token)).toEqual([200, 200, 200]);

    await t.restart({ ADMIN_PASSWORD: 'from-the-environment' });
    await expectEnded(changed.token);
    await loginFrom(t, '10.23.0.1', { ...ADMIN, password: 'set-in-the-admin' }).expect(401);
    const next = await signIn('from-the-environment');
    const status = parse(
      AccountStatusSchema,
      (await t.api().get('/api/account').set(bearer(next))).body,
    );
    expect(status).toMatchObject({ password_source: 'environment', password_changed_at: null });
    const entries = await activityOf(t, next, 'password_change');
    expect(entries.map((entry) => [entry.summary, entry.actor])).toEqual([
      ['The admin credentials were changed in the environment (every session signed out)', null],
      ['Changed the admin password (every other session signed out)', 'admin'],
    ]);
    // account.json keeps a scrypt fingerprint, never the password itself.
    const stored = await readFile(t.handle.paths.accountFile, 'utf8');
    expect(stored).not.toContain('from-the-environment');
    expect(stored).not.toContain('set-in-the-admin');
  });

  it('switching to ADMIN_PASSWORD_HASH or another ADMIN_USERNAME ends every session too', async () => {
    const token = await signIn();
    const hash = formatPasswordHash(await hashPassword(ADMIN.password));
    await t.restart({ ADMIN_PASSWORD_HASH: hash });
    await expectEnded(token);
    const withHash = await signIn();
    await t.restart({ ADMIN_PASSWORD_HASH: hash, ADMIN_USERNAME: 'owner' });
    await expectEnded(withHash);
    await loginFrom(t, '10.24.0.1', { username: 'owner', password: ADMIN.password }).expect(200);
  });
});

describe('tokens and account.json', () => {
  it('a token without the session epoch (issued before this version) or of another epoch gets 401', async () => {
    const key = await appSecret(t);
    const signed = (jti: string, epoch?: number) =>
      adminClaims(jti, epoch).setIssuedAt().setExpirationTime('1h').sign(key);
    await expectEnded(await signed('before-issue-21'));
    const epoch = epochOf(await signIn());
    await expectEnded(await signed('an-earlier-epoch', epoch - 1));
    // The control: the same claims with the current epoch pass.
    expect(await answersTo(await signed('this-epoch', epoch))).toEqual([200, 200, 200]);
  });

  it('refuses to start on a corrupt account.json; moved away, a new one ends the old sessions', async () => {
    const token = await signIn();
    const file = t.handle.paths.accountFile;
    await t.close();
    const good = await readFile(file, 'utf8');
    await writeFile(file, good.replace('"enabled": null', '"enabled": "off"'));
    const opening = createApp(testConfig(t.dataDir));
    await expect(opening).rejects.toBeInstanceOf(SecurityStateError);
    await expect(opening).rejects.toThrow(/account\.json is corrupt: .*two_factor\.enabled/s);
    await writeFile(file, '{ not json');
    await expect(createApp(testConfig(t.dataDir))).rejects.toThrow(/not valid JSON/);

    await rename(file, `${file}.broken`);
    await t.restart();
    await expectEnded(token);
    await signIn();
  });
});

/** The session epoch claim of one of our tokens (read, not verified). */
function epochOf(token: string): number {
  const [, payload = ''] = token.split('.');
  return z
    .object({ sep: z.number() })
    .parse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))).sep;
}
