import { readFile, stat } from 'node:fs/promises';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'zod/mini';
import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  AccountStatusSchema,
  RecoveryCodesResponseSchema,
  TwoFactorSetupResponseSchema,
} from '@gear/contract/account';
import { ADMIN_MESSAGES, API_ERRORS } from '@gear/contract/messages';
import {
  ADMIN,
  activityOf,
  bearer,
  enrol,
  loginFrom,
  totpAt,
  signedInOf,
  useStepClock,
} from '../../test-utils/account.ts';
import { tokenOf } from '../../test-utils/bodies.ts';
import { startTestApp, type TestApp } from '../../test-utils/test-app.ts';

let t: TestApp;
let clock: ReturnType<typeof useStepClock>;
let token: string;
beforeEach(async () => {
  clock = useStepClock();
  t = await startTestApp();
  token = await t.token();
});
afterEach(async () => {
  vi.useRealTimers();
  await t.destroy();
});

const status = async (as = token) =>
  parse(AccountStatusSchema, (await t.api().get('/api/account').set(bearer(as)).expect(200)).body);
const post = (url: string, body: object, as = token) =>
  t.api().post(url).set(bearer(as)).send(body);
/** A 6-digit code that is none of the codes of the steps around now (a sure wrong code). */
const wrongCodeFor = (secret: string) => {
  const near = [-1, 0, 1].map((steps) => totpAt(secret, clock.now() + steps * 30_000));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.includes(code)) ?? '';
};
const RECOVERY_CODE = /^[0-9a-hjkmnp-tv-z]{5}-[0-9a-hjkmnp-tv-z]{5}$/;

describe('enrolment', () => {
  it('shows a secret and its otpauth URI, and turns on only with a first code', async () => {
    expect(await status()).toMatchObject({
      username: 'admin',
      two_factor: { enabled: false, recovery_codes_left: 0 },
      password_source: 'environment',
      password_changed_at: null,
    });
    const setupAnswer = await post('/api/account/2fa/setup', {}).expect(200);
    const setup = parse(TwoFactorSetupResponseSchema, setupAnswer.body);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(setup.otpauth_url);
    expect(`${uri.protocol}//${uri.host}${decodeURIComponent(uri.pathname)}`).toBe(
      'otpauth://totp/Gear site admin:admin',
    );
    expect(Object.fromEntries(uri.searchParams)).toEqual({
      issuer: 'Gear site admin',
      secret: setup.secret,
      algorithm: 'SHA1',
      digits: '6',
      period: '30',
    });
    expect(Date.parse(setup.expires_at)).toBe(clock.now() + 10 * 60_000);

    // Not on before the first code: the password alone still signs in.
    expect((await status()).two_factor.enabled).toBe(false);
    await loginFrom(t, '10.1.0.1', ADMIN).expect(200);

    const wrong = await post('/api/account/2fa/enable', { code: wrongCodeFor(setup.secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({
      success: false,
      error: 'That code is not valid. Check the time on your phone and try again.',
    });

    const on = await post('/api/account/2fa/enable', {
      code: totpAt(setup.secret, clock.now()),
    }).expect(200);
    const enabled = parse(RecoveryCodesResponseSchema, on.body);
    expect(enabled).toMatchObject({ success: true, message: 'Two-step verification is on.' });
    expect(enabled.recovery_codes).toHaveLength(10);
    expect(new Set(enabled.recovery_codes).size).toBe(10);
    for (const code of enabled.recovery_codes) expect.soft(code).toMatch(RECOVERY_CODE);
    expect(await status()).toMatchObject({
      two_factor: { enabled: true, recovery_codes_left: 10 },
    });

    // account.json: owner-only, and the recovery codes only as digests.
    const file = t.handle.paths.accountFile;
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const stored = await readFile(file, 'utf8');
    for (const code of enabled.recovery_codes) {
      expect.soft(stored).not.toContain(code);
      expect.soft(stored).not.toContain(code.replace('-', ''));
    }
    expect(stored.match(/"[0-9a-f]{64}"/g)).toHaveLength(10);

    const again = await post('/api/account/2fa/setup', {}).expect(409);
    expect(again.body).toEqual({ success: false, error: 'Two-step verification is already on.' });
    await post('/api/account/2fa/enable', { code: totpAt(setup.secret, clock.now()) }).expect(409);

    const entries = await activityOf(t, token, 'two_factor_on');
    expect(entries.map((entry) => [entry.summary, entry.actor, entry.entity])).toEqual([
      ['Turned two-step verification on', 'admin', 'account'],
    ]);
  });

  it('refuses a first code when no set-up was started or it expired (409)', async () => {
    const none = await post('/api/account/2fa/enable', { code: '123456' }).expect(409);
    expect(none.body).toEqual({
      success: false,
      error: 'Start again: the set-up has expired or was not started.',
    });
    const setup = parse(
      TwoFactorSetupResponseSchema,
      (await post('/api/account/2fa/setup', {}).expect(200)).body,
    );
    clock.advance(ACCOUNT_LIMITS.enrolmentTtlMinutes * 60_000);
    const late = await post('/api/account/2fa/enable', { code: totpAt(setup.secret, clock.now()) });
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ success: false, error: ACCOUNT_MESSAGES.noEnrolment });
    expect((await status()).two_factor.enabled).toBe(false);
  });

  it('validates the code field and the empty set-up body', async () => {
    const missing = await post('/api/account/2fa/enable', {}).expect(400);
    expect(missing.body).toEqual({
      success: false,
      error: 'Please enter the code from your authenticator app.',
    });
    await post('/api/account/2fa/enable', { code: '   ' }).expect(400);
    await post('/api/account/2fa/setup', { secret: 'MINE' }).expect(400);
    await t.api().post('/api/account/2fa/setup').send({}).expect(401);
  });
});

describe('the login with two-step verification on', () => {
  it('asks for the code after a right password; a wrong password answers exactly as before', async () => {
    const { secret } = await enrol(t, token, clock.now());
    const required = await loginFrom(t, '10.2.0.1', ADMIN).expect(401);
    expect(required.body).toEqual({
      success: false,
      error: 'Enter the 6-digit code from your authenticator app.',
      message: 'Enter the 6-digit code from your authenticator app.',
      details: { two_factor: 'required' },
    });
    const invalidCredentials = {
      success: false,
      error: ADMIN_MESSAGES.invalidCredentials,
      message: ADMIN_MESSAGES.invalidCredentials,
    };
    const wrongPassword = { ...ADMIN, password: 'not-the-password' };
    for (const body of [wrongPassword, { ...wrongPassword, code: totpAt(secret, clock.now()) }]) {
      const answer = await loginFrom(t, '10.2.0.2', body);
      expect.soft(answer.status).toBe(401);
      expect.soft(answer.body).toEqual(invalidCredentials);
    }

    clock.nextStep();
    const code = totpAt(secret, clock.now());
    const signedIn = await loginFrom(t, '10.2.0.1', {
      ...ADMIN,
      code: `${code.slice(0, 3)} ${code.slice(3)}`,
    }).expect(200);
    expect(signedInOf(signedIn).message).toBe(ADMIN_MESSAGES.loginSuccess);
    await t
      .api()
      .get('/api/account')
      .set(bearer(tokenOf(signedIn)))
      .expect(200);
    // The first step is no failure: nothing in the log of failed logins for it.
    const failed = await activityOf(t, token, 'login_failed');
    expect(failed.filter((entry) => entry.ip === '10.2.0.1')).toEqual([]);
  });

  it('a right password without the code is not counted as a failed attempt', async () => {
    const { secret } = await enrol(t, token, clock.now());
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const answer = await loginFrom(t, '10.3.0.1', ADMIN);
      expect.soft(answer.status).toBe(401);
    }
    clock.nextStep();
    await loginFrom(t, '10.3.0.1', { ...ADMIN, code: totpAt(secret, clock.now()) }).expect(200);
  });

  it('refuses wrong, expired and reused codes with details.two_factor invalid', async () => {
    const { secret } = await enrol(t, token, clock.now());
    const invalid = (message: string) => ({
      success: false,
      error: message,
      message,
      details: { two_factor: 'invalid' },
    });

    const wrong = await loginFrom(t, '10.4.0.1', { ...ADMIN, code: wrongCodeFor(secret) });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(invalid(ACCOUNT_MESSAGES.wrongCode));

    // Three steps ago: outside the one-step window.
    const expired = await loginFrom(t, '10.4.0.2', {
      ...ADMIN,
      code: totpAt(secret, clock.now() - 90_000),
    });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual(invalid(ACCOUNT_MESSAGES.wrongCode));

    // The enrolment's first code was used: it does not also sign in.
    const first = await loginFrom(t, '10.4.0.3', { ...ADMIN, code: totpAt(secret, clock.now()) });
    expect(first.status).toBe(401);
    expect(first.body).toEqual(invalid('That code was already used. Wait for the next one.'));

    clock.nextStep();
    const code = totpAt(secret, clock.now());
    await loginFrom(t, '10.4.0.4', { ...ADMIN, code }).expect(200);
    const reused = await loginFrom(t, '10.4.0.5', { ...ADMIN, code });
    expect(reused.status).toBe(401);
    expect(reused.body).toEqual(invalid(ACCOUNT_MESSAGES.reusedCode));

    const failed = await activityOf(t, token, 'login_failed');
    expect(failed.map((entry) => entry.summary)).toEqual(
      Array.from({ length: 4 }, () => 'Failed login as "admin" (wrong code)'),
    );
  });

  it('the same code sent twice at once signs in once', async () => {
    const { secret } = await enrol(t, token, clock.now());
    clock.nextStep();
    const code = totpAt(secret, clock.now());
    const answers = await Promise.all(
      ['10.4.1.1', '10.4.1.2', '10.4.1.3'].map((ip) => loginFrom(t, ip, { ...ADMIN, code })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401, 401]);
  });

  it('a recovery code signs in once', async () => {
    const { recoveryCodes } = await enrol(t, token, clock.now());
    const [code = ''] = recoveryCodes;
    const used = await loginFrom(t, '10.5.0.1', { ...ADMIN, code }).expect(200);
    expect(signedInOf(used).message).toBe(
      'Signed in with a recovery code. 9 recovery codes are left.',
    );
    const again = await loginFrom(t, '10.5.0.1', { ...ADMIN, code });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({
      error: ACCOUNT_MESSAGES.wrongCode,
      details: { two_factor: 'invalid' },
    });
    expect((await status()).two_factor.recovery_codes_left).toBe(9);
    const entries = await activityOf(t, token, 'recovery_code_used');
    expect(entries.map((entry) => [entry.summary, entry.actor, entry.ip])).toEqual([
      ['Signed in with a recovery code (9 codes left)', 'admin', '10.5.0.1'],
    ]);
    // Typed loosely: upper case, spaces, no dash.
    const loose = (recoveryCodes[1] ?? '').toUpperCase().replace('-', ' ');
    const second = await loginFrom(t, '10.5.0.2', { ...ADMIN, code: loose }).expect(200);
    expect(second.body).toMatchObject({ message: ACCOUNT_MESSAGES.recoveryCodeUsed(8) });
  });
});

describe('wrong codes are throttled', () => {
  it('per client and user name: the 6th attempt gets 429 even with the right code', async () => {
    const { secret } = await enrol(t, token, clock.now());
    clock.nextStep();
    const ip = '10.6.0.1';
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const answer = await loginFrom(t, ip, { ...ADMIN, code: wrongCodeFor(secret) });
      expect.soft(answer.status).toBe(401);
    }
    const blocked = await loginFrom(t, ip, { ...ADMIN, code: totpAt(secret, clock.now()) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({
      success: false,
      error: 'Too many failed login attempts. Please try again later.',
      message: 'Too many failed login attempts. Please try again later.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    await loginFrom(t, '10.6.0.2', { ...ADMIN, code: totpAt(secret, clock.now()) }).expect(200);
  });

  it('per account, from every address together: guessing 6 digits from many addresses stops', async () => {
    const { secret } = await enrol(t, token, clock.now());
    clock.nextStep();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.wrongCodesPerWindow; attempt += 1) {
      const answer = await loginFrom(t, `10.7.1.${attempt}`, {
        ...ADMIN,
        code: wrongCodeFor(secret),
      });
      expect.soft(answer.status).toBe(401);
    }
    const code = totpAt(secret, clock.now());
    const blocked = await loginFrom(t, '10.7.2.1', { ...ADMIN, code });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ error: ADMIN_MESSAGES.tooManyLogins });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    // A wrong password still answers as ever: the lock says nothing to someone without it.
    const wrongPassword = await loginFrom(t, '10.7.2.2', { ...ADMIN, password: 'nope', code });
    expect(wrongPassword.status).toBe(401);
    expect(wrongPassword.body).toEqual({
      success: false,
      error: ADMIN_MESSAGES.invalidCredentials,
      message: ADMIN_MESSAGES.invalidCredentials,
    });
    // The admin calls share the account's limit.
    const disable = await post('/api/account/2fa/disable', { code });
    expect(disable.status).toBe(429);
    expect(disable.body).toEqual({
      success: false,
      error: 'Too many requests. Please try again later.',
    });

    clock.advance(10 * 60_000 + 1000);
    await loginFrom(t, '10.7.2.3', { ...ADMIN, code: totpAt(secret, clock.now()) }).expect(200);
  });

  it('wrong codes on the admin calls answer 400 (the session goes on) and count toward the limit', async () => {
    const { secret } = await enrol(t, token, clock.now());
    clock.nextStep();
    for (let attempt = 0; attempt < ACCOUNT_LIMITS.wrongCodesPerWindow; attempt += 1) {
      const answer = await post('/api/account/2fa/recovery-codes', { code: wrongCodeFor(secret) });
      expect.soft(answer.status).toBe(400);
      expect.soft(answer.body).toEqual({ success: false, error: ACCOUNT_MESSAGES.wrongCode });
    }
    const blocked = await post('/api/account/2fa/recovery-codes', {
      code: totpAt(secret, clock.now()),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ success: false, error: API_ERRORS.tooManyRequests });
    await t.api().get('/api/account').set(bearer(token)).expect(200);
  });
});

describe('turning off and new recovery codes', () => {
  it('turning off needs a current code; then the login is the password alone again', async () => {
    const { secret } = await enrol(t, token, clock.now());
    const off = '/api/account/2fa/disable';
    const none = await post(off, {}).expect(400);
    expect(none.body).toEqual({ success: false, error: ACCOUNT_MESSAGES.codeRequired });
    await post(off, { code: wrongCodeFor(secret) }).expect(400);
    // The enrolment's code was used already.
    const reused = await post(off, { code: totpAt(secret, clock.now()) }).expect(400);
    expect(reused.body).toEqual({ success: false, error: ACCOUNT_MESSAGES.reusedCode });
    expect((await status()).two_factor.enabled).toBe(true);

    clock.nextStep();
    const done = await post(off, { code: totpAt(secret, clock.now()) }).expect(200);
    expect(done.body).toEqual({ success: true, message: 'Two-step verification is off.' });
    expect((await status()).two_factor).toEqual({ enabled: false, recovery_codes_left: 0 });

    // SPEC's login again; a code sent anyway is ignored.
    for (const body of [ADMIN, { ...ADMIN, code: '000000' }]) {
      const answer = await loginFrom(t, '10.8.0.1', body);
      expect.soft(answer.status).toBe(200);
      expect.soft(signedInOf(answer).message).toBe(ADMIN_MESSAGES.loginSuccess);
    }
    const notOn = await post(off, { code: totpAt(secret, clock.now()) }).expect(409);
    expect(notOn.body).toEqual({ success: false, error: 'Two-step verification is not on.' });
    await post('/api/account/2fa/recovery-codes', { code: '123456' }).expect(409);

    const entries = await activityOf(t, token, 'two_factor_off');
    expect(entries.map((entry) => entry.summary)).toEqual(['Turned two-step verification off']);
  });

  it('a recovery code turns it off too (the phone is lost)', async () => {
    const { recoveryCodes } = await enrol(t, token, clock.now());
    await post('/api/account/2fa/disable', { code: recoveryCodes[3] }).expect(200);
    expect((await status()).two_factor.enabled).toBe(false);
  });

  it('new recovery codes replace the old ones', async () => {
    const { secret, recoveryCodes } = await enrol(t, token, clock.now());
    clock.nextStep();
    const renewed = parse(
      RecoveryCodesResponseSchema,
      (
        await post('/api/account/2fa/recovery-codes', { code: totpAt(secret, clock.now()) }).expect(
          200,
        )
      ).body,
    );
    expect(renewed.message).toBe('New recovery codes made. The old ones no longer work.');
    expect(renewed.recovery_codes).toHaveLength(10);
    expect(renewed.recovery_codes.filter((code) => recoveryCodes.includes(code))).toEqual([]);
    await loginFrom(t, '10.9.0.1', { ...ADMIN, code: recoveryCodes[0] }).expect(401);
    await loginFrom(t, '10.9.0.1', { ...ADMIN, code: renewed.recovery_codes[0] }).expect(200);
  });
});
