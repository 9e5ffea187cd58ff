import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { z } from 'zod';
import { API_PATHS } from '@gear/contract/api-paths';
import { BROCHURE_LINK_LIMITS, type BrochureLink } from '@gear/contract/brochure-links';

/** Domain separation: the JWT secret signs admin tokens; these keys are derived for one use each. */
const LINK_KEY_LABEL = 'gear-mock-backend/brochure-download-link/v1';
const PASS_KEY_LABEL = 'gear-mock-backend/brochure-visitor-pass/v1';

const DAY_SECONDS = 24 * 60 * 60;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type LinkCheck = 'ok' | 'expired' | 'invalid';

export interface BrochureLinks {
  /** A signed download link for the current PDF, valid for the configured lifetime. */
  link(pdfFile: string): BrochureLink;
  /**
   * 'invalid' when exp/sig are missing, malformed or not ours for this PDF (a replaced PDF voids
   * its links); 'expired' when the signature is right but its time has passed.
   */
  check(query: { exp?: string; sig?: string }, pdfFile: string): LinkCheck;
  /** A visitor pass for a lead: opaque (encrypted and authenticated), long-lived. */
  pass(leadId: number): string;
  /** The lead id of a genuine, unexpired pass, else null. */
  readPass(pass: string): number | null;
}

const deriveKey = (secret: string, label: string) =>
  createHmac('sha256', secret).update(label).digest();

const PassPayloadSchema = z.object({
  l: z.number().int().nonnegative(),
  e: z.number().int().positive(),
});

/**
 * Signed brochure links and visitor passes (ADR 0020). Links: `exp` (unix seconds) and an
 * HMAC-SHA256 over exp and the PDF's stored URL, compared in constant time. Passes: AES-256-GCM
 * of `{ lead id, expiry }`, so a pass can neither be forged nor read.
 */
export function createBrochureLinks(options: {
  secret: string;
  ttlSeconds: number;
  now?: () => number;
}): BrochureLinks {
  const linkKey = deriveKey(options.secret, LINK_KEY_LABEL);
  const passKey = deriveKey(options.secret, PASS_KEY_LABEL);
  const now = options.now ?? (() => Date.now());
  const nowSeconds = () => Math.floor(now() / 1000);
  const sign = (exp: string, pdfFile: string) =>
    createHmac('sha256', linkKey).update(`${exp}\n${pdfFile}`).digest();

  return {
    link(pdfFile) {
      const exp = String(nowSeconds() + options.ttlSeconds);
      const sig = sign(exp, pdfFile).toString('base64url');
      const query = new URLSearchParams({ exp, sig });
      return {
        download_url: `${API_PATHS.ebrochureDownload}?${query.toString()}`,
        expires_at: new Date(Number(exp) * 1000).toISOString(),
      };
    },
    check({ exp, sig }, pdfFile) {
      if (exp === undefined || sig === undefined) return 'invalid';
      if (!/^\d{1,12}$/.test(exp) || !/^[A-Za-z0-9_-]{43}$/.test(sig)) return 'invalid';
      const given = Buffer.from(sig, 'base64url');
      const expected = sign(exp, pdfFile);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      return nowSeconds() >= Number(exp) ? 'expired' : 'ok';
    },
    pass(leadId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', passKey, iv);
      const payload = JSON.stringify({
        l: leadId,
        e: nowSeconds() + BROCHURE_LINK_LIMITS.visitorPassDays * DAY_SECONDS,
      });
      const sealed = Buffer.concat([cipher.update(payload, 'utf8'), cipher.final()]);
      return Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
    },
    readPass(pass) {
      if (!/^[A-Za-z0-9_-]+$/.test(pass) || pass.length > BROCHURE_LINK_LIMITS.maxTokenChars)
        return null;
      const bytes = Buffer.from(pass, 'base64url');
      if (bytes.length <= IV_BYTES + TAG_BYTES) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', passKey, bytes.subarray(0, IV_BYTES));
        decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
          decipher.final(),
        ]).toString('utf8');
        const payload = PassPayloadSchema.safeParse(JSON.parse(plain));
        if (!payload.success || payload.data.e <= nowSeconds()) return null;
        return payload.data.l;
      } catch {
        return null;
      }
    },
  };
}
