import { setTimeout as sleep } from 'node:timers/promises';
import { ACCOUNT_LIMITS, TOTP_ISSUER } from '@gear/contract/account';
import { Secret, TOTP } from 'otpauth';

/**
 * The owner's authenticator app in a test (RFC 6238 as the apps read it: SHA-1, 6 digits, 30 s),
 * for a secret read off the admin's enrolment page. The server accepts one step either side of
 * its own and never a step it has already seen, so every code handed out is for a step after the
 * last one used: the current step or the next one, waiting for the clock when both are used up.
 */
export class Authenticator {
  readonly #totp: TOTP;
  #lastStep = Number.NEGATIVE_INFINITY;

  constructor(secret: string) {
    this.#totp = new TOTP({
      issuer: TOTP_ISSUER,
      algorithm: 'SHA1',
      digits: ACCOUNT_LIMITS.totpDigits,
      period: ACCOUNT_LIMITS.totpPeriodSeconds,
      secret: Secret.fromBase32(secret),
    });
  }

  #codeAt(step: number): string {
    return this.#totp.generate({ timestamp: step * ACCOUNT_LIMITS.totpPeriodSeconds * 1000 });
  }

  /** A code the server accepts now and has not seen; marks its step used. */
  async freshCode(): Promise<string> {
    for (;;) {
      const now = this.#totp.counter();
      const step = Math.max(now, this.#lastStep + 1);
      if (step <= now + ACCOUNT_LIMITS.totpWindowSteps) {
        this.#lastStep = step;
        return this.#codeAt(step);
      }
      await sleep(this.#totp.remaining() + 50);
    }
  }

  /** The code of the step last handed out (the server refuses it as reused). */
  lastCode(): string {
    if (!Number.isFinite(this.#lastStep)) throw new Error('no code handed out yet');
    return this.#codeAt(this.#lastStep);
  }

  /** The codes the server accepts now (and one step more either side, for a turning clock). */
  #acceptedNow(): Set<string> {
    const now = this.#totp.counter();
    const window = ACCOUNT_LIMITS.totpWindowSteps;
    const accepted = new Set<string>();
    for (let step = now - window - 1; step <= now + window + 1; step += 1) {
      accepted.add(this.#codeAt(step));
    }
    return accepted;
  }

  /** The first code, from `from` on, that the server would not accept now. */
  #refusedFrom(from: number, direction: 1 | -1): string {
    const accepted = this.#acceptedNow();
    for (let step = from; ; step += direction) {
      const candidate = this.#codeAt(step);
      if (!accepted.has(candidate)) return candidate;
    }
  }

  /** An expired code: the app's code of a minute and more ago. */
  expiredCode(): string {
    return this.#refusedFrom(this.#totp.counter() - ACCOUNT_LIMITS.totpWindowSteps - 2, -1);
  }

  /** Six digits that are no code the server would accept now. */
  wrongCode(): string {
    return this.#refusedFrom(this.#totp.counter() + 100, 1);
  }
}
