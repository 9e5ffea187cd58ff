import { Secret, TOTP } from 'otpauth';
import { parse } from 'zod/mini';
import { RecoveryCodesResponseSchema, TwoFactorSetupResponseSchema } from '@gear/contract/account';
import { ActivityListResponseSchema } from '@gear/contract/activity';
import { vi } from 'vitest';
import { z } from 'zod';
import { ADMIN, type TestApp } from './test-app.ts';

/** The code an authenticator app shows for `secret` at `timestamp` (ms), as the app computes it. */
export const totpAt = (secret: string, timestamp: number) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
  }).generate({ timestamp });

const STEP_MS = 30_000;

/**
 * A frozen clock (only Date is faked), 5 s into a 30-second TOTP step, that tests move step by
 * step: the codes of "now", "3 steps ago" and "the next step" are then exact.
 */
export function useStepClock() {
  let now = Math.ceil(Date.now() / STEP_MS) * STEP_MS + 5_000;
  vi.useFakeTimers({ toFake: ['Date'], now });
  return {
    now: () => now,
    /** Move the clock `ms` forward. */
    advance(ms: number) {
      now += ms;
      vi.setSystemTime(now);
    },
    nextStep() {
      this.advance(STEP_MS);
    },
  };
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** POST /logAdmin from `ip` (X-Forwarded-For, one proxy hop trusted). */
export const loginFrom = (t: TestApp, ip: string, body: object) =>
  t.api().post('/logAdmin').set('X-Forwarded-For', ip).send(body);

/** Set-up and first code at the clock's time: 2FA on. Answers the secret and the recovery codes. */
export async function enrol(t: TestApp, token: string, at: number) {
  const setup = parse(
    TwoFactorSetupResponseSchema,
    (await t.api().post('/api/account/2fa/setup').set(bearer(token)).send({}).expect(200)).body,
  );
  const enabled = parse(
    RecoveryCodesResponseSchema,
    (
      await t
        .api()
        .post('/api/account/2fa/enable')
        .set(bearer(token))
        .send({ code: totpAt(setup.secret, at) })
        .expect(200)
    ).body,
  );
  return { secret: setup.secret, recoveryCodes: enabled.recovery_codes };
}

/** The activity log's entries (newest first) of one action. */
export async function activityOf(t: TestApp, token: string, action: string) {
  const response = await t
    .api()
    .get('/api/activity')
    .query({ action })
    .set(bearer(token))
    .expect(200);
  return parse(ActivityListResponseSchema, response.body).data;
}

/** A successful sign-in's answer, exactly: success, a token and a message. */
export const signedInOf = (response: { body: unknown }) =>
  z
    .strictObject({ success: z.literal(true), token: z.string().min(20), message: z.string() })
    .parse(response.body);

export { ADMIN };
