import { Router, type RequestHandler } from 'express';
import { safeParse } from 'zod/mini';
import { ACCOUNT_MESSAGES, LoginDetailsSchema } from '@gear/contract/account';
import { AdminLoginSchema, LogoutSchema } from '@gear/contract/auth';
import { BODY_LIMITS } from '@gear/contract/limits';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { adminClaims } from '../../auth/require-admin.ts';
import { route } from '../../http/api-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { jsonBody } from '../../http/json-body.ts';
import { parseInput } from '../../http/validate.ts';
import {
  activitySummary,
  recordActivity,
  recordRepeatedActivity,
} from '../activity/record-activity.ts';
import { loginError, type AuthService, type LoginSuccess } from './auth.service.ts';

/** What a refused login was missing: the password, a code (none sent) or a right code. */
function refusalOf(error: HttpError): 'password' | 'code_required' | 'code_invalid' {
  const details = safeParse(LoginDetailsSchema, error.details);
  if (!details.success) return 'password';
  return details.data.two_factor === 'required' ? 'code_required' : 'code_invalid';
}

function parseLogin(body: unknown) {
  try {
    return parseInput(AdminLoginSchema, body);
  } catch (error) {
    if (error instanceof HttpError) throw loginError(error.status, error.message);
    throw error;
  }
}

/**
 * POST /logAdmin and POST /logout. Routing is case-insensitive and ignores a trailing slash, so
 * `/LOGADMIN`, `/logAdmin/` and `/logAdmin?x` reach the same handler and the same throttle bucket.
 */
export function createAuthRouter(auth: AuthService, requireAdmin: RequestHandler): Router {
  const router = Router();
  const json = jsonBody(BODY_LIMITS.defaultJsonBytes);

  route(router, 'login', ...json, async (req, res) => {
    const input = parseLogin(req.body);
    let success: LoginSuccess;
    try {
      success = await auth.login(input, req.ip ?? 'unknown');
    } catch (error) {
      const attempt = { action: 'login_failed', entity: 'session', actor: input.username } as const;
      // The first step of a two-step sign-in is no failure: nothing recorded.
      const refusal = error instanceof HttpError && error.status === 401 ? refusalOf(error) : null;
      if (refusal === 'password') {
        recordActivity(req, { ...attempt, summary: activitySummary.loginFailed(input.username) });
      }
      if (refusal === 'code_invalid') {
        recordActivity(req, { ...attempt, summary: activitySummary.codeFailed(input.username) });
      }
      // Refused before any check: one entry per client and window, however many (issue 17).
      if (error instanceof HttpError && error.status === 429) {
        recordRepeatedActivity(req, attempt, activitySummary.loginsRefused);
      }
      throw error;
    }
    recordActivity(req, {
      action: 'login',
      entity: 'session',
      actor: input.username,
      summary: activitySummary.login(),
    });
    const left = success.recoveryCodesLeft;
    if (left !== null) {
      recordActivity(req, {
        action: 'recovery_code_used',
        entity: 'account',
        actor: input.username,
        summary: activitySummary.recoveryCodeUsed(left),
      });
    }
    res.json({
      success: true,
      token: success.token,
      message:
        left === null ? ADMIN_MESSAGES.loginSuccess : ACCOUNT_MESSAGES.recoveryCodeUsed(left),
    });
  });

  route(router, 'logout', requireAdmin, ...json, async (req, res) => {
    parseInput(LogoutSchema, req.body);
    const claims = adminClaims(req);
    if (!claims) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
    await auth.logout(claims);
    recordActivity(req, { action: 'logout', entity: 'session', summary: activitySummary.logout() });
    res.json({ success: true, message: ADMIN_MESSAGES.loggedOut });
  });

  return router;
}
