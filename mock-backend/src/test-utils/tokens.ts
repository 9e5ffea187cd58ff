import { readFile } from 'node:fs/promises';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../auth/tokens.ts';
import { ADMIN, type TestApp } from './test-app.ts';

/** The key the app signs its admin tokens with (the JWT secret file in its DATA_DIR). */
export async function appSecret(t: TestApp): Promise<Uint8Array> {
  return new TextEncoder().encode((await readFile(t.handle.paths.jwtSecretFile, 'utf8')).trim());
}

/**
 * The claims of an admin token as the app issues them (HS256, the admin as subject, our issuer
 * and audience), for a test to time and sign itself: expired or foreign-key tokens. Without
 * `epoch`, the token has no session epoch claim (as before issue 21) and is never accepted.
 */
export const adminClaims = (jti: string, epoch?: number) =>
  new SignJWT(epoch === undefined ? {} : { sep: epoch })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(ADMIN.username)
    .setJti(jti)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE);
