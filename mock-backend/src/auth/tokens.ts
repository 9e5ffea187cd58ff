import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { z } from 'zod';

/** Admin tokens live at most two hours. */
const TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const TOKEN_ISSUER = 'gear-mock-backend';
export const TOKEN_AUDIENCE = 'gear-admin';

const ClaimsSchema = z.object({
  sub: z.string().min(1),
  jti: z.string().min(1),
  exp: z.number().int(),
  /** The session epoch the token was issued in (issue 21): another epoch means it has ended. */
  sep: z.number().int(),
});
export type TokenClaims = z.infer<typeof ClaimsSchema>;

export interface TokenService {
  /** A token of the session epoch `epoch` (see session-control.ts). */
  issue(username: string, epoch: number): Promise<{ token: string; claims: TokenClaims }>;
  /**
   * The claims of a valid, unexpired HS256 token of ours, or null. Revocation and the session
   * epoch are checked by the caller; a token without an epoch (older than issue 21) is null.
   */
  verify(token: string): Promise<TokenClaims | null>;
}

export function createTokenService(secret: string): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(username, epoch) {
      const jti = randomUUID();
      const iat = Math.floor(Date.now() / 1000);
      const exp = iat + TOKEN_TTL_SECONDS;
      const token = await new SignJWT({ sep: epoch })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(username)
        .setJti(jti)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(key);
      return { token, claims: { sub: username, jti, exp, sep: epoch } };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: TOKEN_ISSUER,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['exp', 'jti', 'sub', 'sep'],
        });
        const claims = ClaimsSchema.safeParse(payload);
        return claims.success ? claims.data : null;
      } catch {
        return null;
      }
    },
  };
}
