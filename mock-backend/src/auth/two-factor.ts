import { ACCOUNT_LIMITS } from '@gear/contract/account';
import { createRateLimiter, type RateLimiter } from '../lib/rate-limiter.ts';
import { makeRecoveryCodes, matchRecoveryCode } from './recovery-codes.ts';
import type { SecurityState, SecurityStateStore } from './security-state.ts';
import { TOTP_CODE, newTotpSecret, totpStep } from './totp.ts';

/**
 * The admin's optional second factor (issue 21): enrolment, the code check with its replay
 * guard and one-time recovery codes, and the account's wrong-code limit. HTTP-free: the login
 * and the account calls turn the outcomes into their own answers.
 */

type EnabledFactor = NonNullable<SecurityState['two_factor']['enabled']>;

/** How a code was accepted. */
export type CodeAccepted = { via: 'totp' } | { via: 'recovery'; left: number };

/** Why a code was refused: wrong (or expired), already used, or too many wrong codes lately. */
export type CodeRefused =
  | { refused: 'wrong' }
  | { refused: 'reused' }
  | { refused: 'throttled'; retryAfterSeconds: number };

export type CodeOutcome<T> =
  { accepted: CodeAccepted; result: T } | CodeRefused | { refused: 'not_on' };

export type EnableOutcome =
  { codes: string[] } | CodeRefused | { refused: 'already_on' | 'no_enrolment' };

export interface TwoFactor {
  isOn(): boolean;
  recoveryCodesLeft(): number;
  /** A new pending secret, replacing an earlier one; null when 2FA is already on. */
  start(): Promise<{ secret: string; expiresAt: string } | null>;
  /** The first code of the pending secret turns 2FA on and answers the recovery codes. */
  enable(code: string): Promise<EnableOutcome>;
  /** Check a code: TOTP, or a recovery code, which is then used up. */
  check(code: string): Promise<CodeOutcome<null>>;
  /** Turn 2FA off with a current code. */
  disable(code: string): Promise<CodeOutcome<null>>;
  /** New recovery codes for a current code; the old ones stop working. */
  renewRecoveryCodes(code: string): Promise<CodeOutcome<string[]>>;
}

/** The account has one key: every wrong code counts, from every address together. */
const ACCOUNT = 'admin';

/** A typed code with its spaces removed (apps show `123 456`). */
const compact = (code: string) => code.replace(/\s+/g, '');

/** The state after accepting `code` for the enabled factor, and how; or why not. */
function acceptCode(
  state: SecurityState,
  enabled: EnabledFactor,
  code: string,
  now: number,
): { next: SecurityState; accepted: CodeAccepted } | CodeRefused {
  const typed = compact(code);
  const withEnabled = (changes: Partial<EnabledFactor>): SecurityState => ({
    ...state,
    two_factor: { ...state.two_factor, enabled: { ...enabled, ...changes } },
  });
  if (TOTP_CODE.test(typed)) {
    const step = totpStep(enabled.secret, typed, now);
    if (step === null) return { refused: 'wrong' };
    // Replay guard: a code of the step already accepted, or an older one, never works again.
    if (step <= enabled.last_step) return { refused: 'reused' };
    return { next: withEnabled({ last_step: step }), accepted: { via: 'totp' } };
  }
  const index = matchRecoveryCode(state.recovery_key, enabled.recovery_codes, code);
  if (index === -1) return { refused: 'wrong' };
  const left = enabled.recovery_codes.filter((_, at) => at !== index);
  return {
    next: withEnabled({ recovery_codes: left }),
    accepted: { via: 'recovery', left: left.length },
  };
}

export function createTwoFactor(deps: {
  state: SecurityStateStore;
  windowMs: number;
  now?: () => number;
}): TwoFactor {
  const { state, now = Date.now } = deps;
  const wrongCodes: RateLimiter = createRateLimiter({
    limit: ACCOUNT_LIMITS.wrongCodesPerWindow,
    windowMs: deps.windowMs,
  });

  /**
   * Counted before the check (like the login's password attempts, so parallel guesses cannot
   * slip past) and given back unless the code was wrong or reused.
   */
  async function counted<T extends object>(
    check: () => Promise<T | CodeRefused>,
  ): Promise<T | CodeRefused> {
    const verdict = await wrongCodes.hit(ACCOUNT);
    if (!verdict.allowed) {
      return { refused: 'throttled', retryAfterSeconds: verdict.retryAfterSeconds };
    }
    const outcome = await check();
    if (!('refused' in outcome && (outcome.refused === 'wrong' || outcome.refused === 'reused'))) {
      await wrongCodes.refund(ACCOUNT);
    }
    return outcome;
  }

  /** Accept `code` and apply `then` to the state after it, in one serialized change. */
  const withCode = <T>(
    code: string,
    then: (accepted: SecurityState) => { next: SecurityState; result: T },
  ) =>
    counted<{ accepted: CodeAccepted; result: T } | { refused: 'not_on' }>(() =>
      state.change<CodeOutcome<T>>((current) => {
        const enabled = current.two_factor.enabled;
        if (!enabled) return { next: null, result: { refused: 'not_on' } };
        const checked = acceptCode(current, enabled, code, now());
        if ('refused' in checked) return { next: null, result: checked };
        const { next, result } = then(checked.next);
        return { next, result: { accepted: checked.accepted, result } };
      }),
    );

  const withFactor = (current: SecurityState, enabled: EnabledFactor | null): SecurityState => ({
    ...current,
    two_factor: { enabled, pending: null },
  });

  return {
    isOn: () => state.read().two_factor.enabled !== null,
    recoveryCodesLeft: () => state.read().two_factor.enabled?.recovery_codes.length ?? 0,

    start: () =>
      state.change((current) => {
        if (current.two_factor.enabled) return { next: null, result: null };
        const pending = {
          secret: newTotpSecret(),
          expires_at: new Date(now() + ACCOUNT_LIMITS.enrolmentTtlMinutes * 60_000).toISOString(),
        };
        return {
          next: { ...current, two_factor: { enabled: null, pending } },
          result: { secret: pending.secret, expiresAt: pending.expires_at },
        };
      }),

    enable: (code) =>
      counted(() =>
        state.change<EnableOutcome>((current) => {
          const { enabled, pending } = current.two_factor;
          if (enabled) return { next: null, result: { refused: 'already_on' } };
          const at = now();
          if (!pending || Date.parse(pending.expires_at) <= at) {
            return { next: null, result: { refused: 'no_enrolment' } };
          }
          const step = totpStep(pending.secret, compact(code), at);
          if (step === null) return { next: null, result: { refused: 'wrong' } };
          const { codes, digests } = makeRecoveryCodes(current.recovery_key);
          const factor: EnabledFactor = {
            secret: pending.secret,
            enabled_at: new Date(at).toISOString(),
            // The first code is used: it does not also sign in.
            last_step: step,
            recovery_codes: digests,
          };
          return { next: withFactor(current, factor), result: { codes } };
        }),
      ),

    check: (code) => withCode(code, (accepted) => ({ next: accepted, result: null })),

    disable: (code) =>
      withCode(code, (accepted) => ({ next: withFactor(accepted, null), result: null })),

    renewRecoveryCodes: (code) =>
      withCode(code, (accepted) => {
        const enabled = accepted.two_factor.enabled;
        const { codes, digests } = makeRecoveryCodes(accepted.recovery_key);
        return {
          next: withFactor(accepted, enabled && { ...enabled, recovery_codes: digests }),
          result: codes,
        };
      }),
  };
}

/** The state with 2FA off and no enrolment pending (the operator's `npm run reset-2fa`). */
export const withTwoFactorOff = (state: SecurityState): SecurityState => ({
  ...state,
  two_factor: { enabled: null, pending: null },
});
