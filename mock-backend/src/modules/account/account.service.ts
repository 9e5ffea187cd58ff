import {
  ACCOUNT_MESSAGES,
  type AccountStatus,
  type PasswordChange,
  type TwoFactorSetupResponse,
} from '@gear/contract/account';
import { API_ERRORS } from '@gear/contract/messages';
import { formatPasswordHash } from '../../auth/password.ts';
import { withSessionsEnded, type SecurityStateStore } from '../../auth/security-state.ts';
import type { Sessions } from '../../auth/session-control.ts';
import { totpUri } from '../../auth/totp.ts';
import type { CodeOutcome, CodeRefused, TwoFactor } from '../../auth/two-factor.ts';
import { HttpError } from '../../http/http-error.ts';
import type { PasswordGate } from '../auth/password-gate.ts';

/**
 * The owner's account security (issue 21): the admin password, signing every session out and
 * two-step verification. Wrong codes and a wrong current password answer 400, not 401: the
 * admin signs out on a 401, and the owner only mistyped.
 */
export interface AccountService {
  /** For a restore (modules/backups): end every session, issue the owner's next token. */
  sessions: Sessions;
  status(): AccountStatus;
  /** Answers the new token of this session; every earlier token has ended. */
  changePassword(input: PasswordChange, username: string, ip: string): Promise<string>;
  signOutEverywhere(): Promise<void>;
  startTwoFactor(): Promise<TwoFactorSetupResponse>;
  /** Answers the recovery codes. */
  enableTwoFactor(code: string): Promise<string[]>;
  disableTwoFactor(code: string): Promise<void>;
  renewRecoveryCodes(code: string): Promise<string[]>;
}

const REFUSALS = {
  wrong: () => new HttpError(400, ACCOUNT_MESSAGES.wrongCode),
  reused: () => new HttpError(400, ACCOUNT_MESSAGES.reusedCode),
  not_on: () => new HttpError(409, ACCOUNT_MESSAGES.notOn),
  already_on: () => new HttpError(409, ACCOUNT_MESSAGES.alreadyOn),
  no_enrolment: () => new HttpError(409, ACCOUNT_MESSAGES.noEnrolment),
} as const;

type Refusal = CodeRefused | { refused: keyof typeof REFUSALS };

function refusalError(refusal: Refusal): HttpError {
  if (refusal.refused === 'throttled') {
    return new HttpError(429, API_ERRORS.tooManyRequests, {
      headers: { 'Retry-After': String(refusal.retryAfterSeconds) },
    });
  }
  return REFUSALS[refusal.refused]();
}

/** The result of an accepted code, or the refusal as an HttpError. */
function resultOf<T>(outcome: CodeOutcome<T>): T {
  if ('refused' in outcome) throw refusalError(outcome);
  return outcome.result;
}

export function createAccountService(deps: {
  state: SecurityStateStore;
  sessions: Sessions;
  twoFactor: TwoFactor;
  gate: PasswordGate;
  /** ADMIN_USERNAME: the label in the authenticator app. */
  username: string;
  now?: () => number;
}): AccountService {
  const { state, sessions, twoFactor, gate, username, now = Date.now } = deps;

  return {
    sessions,

    status() {
      const current = state.read();
      return {
        username,
        two_factor: {
          enabled: twoFactor.isOn(),
          recovery_codes_left: twoFactor.recoveryCodesLeft(),
        },
        password_source: current.admin_password ? 'admin' : 'environment',
        password_changed_at: current.admin_password?.changed_at ?? null,
        sessions_valid_from: current.sessions_valid_from,
      };
    },

    async changePassword(input, user, ip) {
      const attempt = await gate.attempt(user, input.current_password, ip);
      if (!attempt.valid) throw new HttpError(400, ACCOUNT_MESSAGES.currentPasswordWrong);
      await attempt.succeed();
      if (input.new_password === input.current_password) {
        throw new HttpError(400, ACCOUNT_MESSAGES.passwordSame);
      }
      const hash = formatPasswordHash(await gate.hash(input.new_password));
      const epoch = await state.change((current) => {
        const next = {
          ...withSessionsEnded(current, now()),
          admin_password: { hash, changed_at: new Date(now()).toISOString() },
        };
        return { next, result: next.session_epoch };
      });
      return sessions.issueIn(user, epoch);
    },

    signOutEverywhere: () => sessions.endAll(),

    async startTwoFactor() {
      const started = await twoFactor.start();
      if (!started) throw REFUSALS.already_on();
      return {
        secret: started.secret,
        otpauth_url: totpUri(started.secret, username),
        expires_at: started.expiresAt,
      };
    },

    async enableTwoFactor(code) {
      const outcome = await twoFactor.enable(code);
      if ('refused' in outcome) throw refusalError(outcome);
      return outcome.codes;
    },

    async disableTwoFactor(code) {
      resultOf(await twoFactor.disable(code));
    },

    async renewRecoveryCodes(code) {
      return resultOf(await twoFactor.renewRecoveryCodes(code));
    },
  };
}
