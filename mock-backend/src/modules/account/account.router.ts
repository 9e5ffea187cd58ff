import { Router, type RequestHandler } from 'express';
import {
  ACCOUNT_MESSAGES,
  PasswordChangeSchema,
  TwoFactorCodeSchema,
  type RecoveryCodesResponse,
} from '@gear/contract/account';
import { LogoutSchema } from '@gear/contract/auth';
import { BODY_LIMITS } from '@gear/contract/limits';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { adminClaims } from '../../auth/require-admin.ts';
import { route } from '../../http/api-route.ts';
import { HttpError } from '../../http/http-error.ts';
import { jsonBody } from '../../http/json-body.ts';
import { parseInput } from '../../http/validate.ts';
import { activitySummary, recordActivity } from '../activity/record-activity.ts';
import type { AccountService } from './account.service.ts';

/** GET /api/account and the password, sign-out-everywhere and 2FA calls (issue 21). */
export function createAccountRouter(account: AccountService, requireAdmin: RequestHandler): Router {
  const router = Router();
  const json = jsonBody(BODY_LIMITS.defaultJsonBytes);
  const recoveryCodes = (message: string, codes: string[]): RecoveryCodesResponse => ({
    success: true,
    message,
    recovery_codes: codes,
  });

  route(router, 'getAccount', requireAdmin, (_req, res) => {
    res.json(account.status());
  });

  route(router, 'changePassword', requireAdmin, ...json, async (req, res) => {
    const input = parseInput(PasswordChangeSchema, req.body);
    const claims = adminClaims(req);
    if (!claims) throw new HttpError(401, ADMIN_MESSAGES.unauthorized);
    const token = await account.changePassword(input, claims.sub, req.ip ?? 'unknown');
    recordActivity(req, {
      action: 'password_change',
      entity: 'account',
      summary: activitySummary.passwordChanged(),
    });
    res.json({ success: true, message: ACCOUNT_MESSAGES.passwordChanged, token });
  });

  route(router, 'signOutEverywhere', requireAdmin, ...json, async (req, res) => {
    parseInput(LogoutSchema, req.body);
    await account.signOutEverywhere();
    recordActivity(req, {
      action: 'sign_out_everywhere',
      entity: 'account',
      summary: activitySummary.signedOutEverywhere(),
    });
    res.json({ success: true, message: ACCOUNT_MESSAGES.signedOutEverywhere });
  });

  route(router, 'startTwoFactor', requireAdmin, ...json, async (req, res) => {
    parseInput(LogoutSchema, req.body);
    res.json(await account.startTwoFactor());
  });

  route(router, 'enableTwoFactor', requireAdmin, ...json, async (req, res) => {
    const { code } = parseInput(TwoFactorCodeSchema, req.body);
    const codes = await account.enableTwoFactor(code);
    recordActivity(req, {
      action: 'two_factor_on',
      entity: 'account',
      summary: activitySummary.twoFactorOn(),
    });
    res.json(recoveryCodes(ACCOUNT_MESSAGES.twoFactorOn, codes));
  });

  route(router, 'disableTwoFactor', requireAdmin, ...json, async (req, res) => {
    const { code } = parseInput(TwoFactorCodeSchema, req.body);
    await account.disableTwoFactor(code);
    recordActivity(req, {
      action: 'two_factor_off',
      entity: 'account',
      summary: activitySummary.twoFactorOff(),
    });
    res.json({ success: true, message: ACCOUNT_MESSAGES.twoFactorOff });
  });

  route(router, 'renewRecoveryCodes', requireAdmin, ...json, async (req, res) => {
    const { code } = parseInput(TwoFactorCodeSchema, req.body);
    const codes = await account.renewRecoveryCodes(code);
    recordActivity(req, {
      action: 'recovery_codes_renewed',
      entity: 'account',
      summary: activitySummary.recoveryCodesRenewed(),
    });
    res.json(recoveryCodes(ACCOUNT_MESSAGES.recoveryCodesRenewed, codes));
  });

  return router;
}
