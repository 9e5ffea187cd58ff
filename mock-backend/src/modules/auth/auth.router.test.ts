import { readFile, stat } from 'node:fs/promises';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ADMIN_MESSAGES, VALIDATION } from '@gear/contract/messages';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../auth/tokens.ts';
import { ADMIN, startTestApp, type TestApp } from '../../test-utils/test-app.ts';
import { tokenOf } from '../../test-utils/bodies.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.destroy());

/** A request that needs the admin token and otherwise does nothing harmful: 404 when authorized. */
const probe = (token: string) =>
  t.api().delete('/gallery/424242').set('Authorization', `Bearer ${token}`);

const login = (body: object, ip: string, url = '/logAdmin') =>
  t.api().post(url).set('X-Forwarded-For', ip).send(body);
const tokenFor = async (ip: string) => tokenOf(await login(ADMIN, ip).expect(200));

describe('POST /logAdmin', () => {
  it('answers success, a token and a message', async () => {
    const response = await login(ADMIN, '192.0.2.1').expect(200);
    expect(response.body).toMatchObject({ success: true, message: ADMIN_MESSAGES.loginSuccess });
    expect(
      z
        .strictObject({ success: z.literal(true), token: z.string(), message: z.string() })
        .safeParse(response.body).success,
    ).toBe(true);
    const [header] = tokenOf(response).split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    await probe(tokenOf(response)).expect(404);
  });

  it('answers the same 401 for a wrong password and an unknown user', async () => {
    const expected = {
      success: false,
      message: ADMIN_MESSAGES.invalidCredentials,
      error: ADMIN_MESSAGES.invalidCredentials,
    };
    expect(
      (await login({ ...ADMIN, password: 'wrong-password' }, '192.0.2.2').expect(401)).body,
    ).toEqual(expected);
    expect(
      (await login({ username: 'root', password: ADMIN.password }, '192.0.2.2').expect(401)).body,
    ).toEqual(expected);
  });

  it('validates the body (400 with message and error)', async () => {
    const response = await login({ username: 'admin' }, '192.0.2.3').expect(400);
    expect(response.body).toEqual({
      success: false,
      error: VALIDATION.passwordRequired,
      message: VALIDATION.passwordRequired,
    });
    await login({ ...ADMIN, role: 'root' }, '192.0.2.3').expect(400);
  });

  it('throttles 5 failures per IP and username: the 6th attempt gets 429 with Retry-After', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i += 1) await login({ ...ADMIN, password: `bad-${i}` }, ip).expect(401);
    const blocked = await login(ADMIN, ip).expect(429);
    expect(blocked.body).toMatchObject({
      success: false,
      error: ADMIN_MESSAGES.tooManyLogins,
      message: ADMIN_MESSAGES.tooManyLogins,
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(500);
    // another IP, or another username from this IP, has its own bucket
    await login(ADMIN, '198.51.100.8').expect(200);
    await login({ username: 'someone', password: 'x' }, ip).expect(401);
  });

  it('path variants and username case share one bucket', async () => {
    const ip = '198.51.100.20';
    const wrong = { username: 'Admin', password: 'nope' };
    await login(wrong, ip, '/logAdmin').expect(401);
    await login(wrong, ip, '/LOGADMIN').expect(401);
    await login({ ...wrong, username: 'ADMIN' }, ip, '/logAdmin/').expect(401);
    await login(wrong, ip, '/logadmin?x=1').expect(401);
    await login({ ...wrong, username: 'admin' }, ip, '/LogAdmin/').expect(401);
    await login(ADMIN, ip, '/LOGADMIN').expect(429);
  });
});

describe('tokens', () => {
  it('are refused when missing, malformed, tampered, unsigned, expired or signed with another key', async () => {
    const secret = (await readFile(t.handle.paths.jwtSecretFile, 'utf8')).trim();
    const key = new TextEncoder().encode(secret);
    const good = await tokenFor('192.0.2.50');
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setJti('x')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3 * 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const otherKey = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setJti('y')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    const unsigned = new UnsecuredJWT({ jti: 'z' })
      .setSubject('admin')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('1h')
      .encode();
    const [h, p, s] = good.split('.');
    const tampered = `${h}.${Buffer.from(JSON.stringify({ sub: 'root', jti: 'q', exp: 9999999999 })).toString('base64url')}.${s}`;
    expect(p).toBeTruthy();

    for (const token of [expired, otherKey, unsigned, tampered, 'garbage', '']) {
      const response = await probe(token).expect(401);
      expect.soft(response.body).toEqual({ success: false, error: ADMIN_MESSAGES.unauthorized });
    }
    await t.api().delete('/gallery/424242').expect(401);
    await t
      .api()
      .delete('/gallery/424242')
      .set('Authorization', `Basic ${Buffer.from('admin:gears@2005').toString('base64')}`)
      .expect(401);
  });

  it('keep their signing secret in DATA_DIR/.jwt-secret (mode 600) and survive a restart', async () => {
    const info = await stat(t.handle.paths.jwtSecretFile);
    expect(info.mode & 0o777).toBe(0o600);
    const token = await tokenFor('192.0.2.60');
    await t.restart();
    await probe(token).expect(404);
  });
});

describe('POST /logout', () => {
  it('revokes the token, persistently', async () => {
    const token = await tokenFor('192.0.2.70');
    await probe(token).expect(404);
    const response = await t
      .api()
      .post('/logout')
      .set('Authorization', `Bearer ${token}`)
      .send({})
      .expect(200);
    expect(response.body).toEqual({ success: true, message: ADMIN_MESSAGES.loggedOut });
    await probe(token).expect(401);
    await t.api().post('/logout').set('Authorization', `Bearer ${token}`).send({}).expect(401);
    await t.restart();
    await probe(token).expect(401);
    expect(t.handle.store.read().revoked_tokens.length).toBeGreaterThan(0);
  });

  it('accepts an empty body and refuses unknown keys', async () => {
    const token = await tokenFor('192.0.2.71');
    await t
      .api()
      .post('/logout')
      .set('Authorization', `Bearer ${token}`)
      .send({ all: true })
      .expect(400);
    await t.api().post('/logout').set('Authorization', `Bearer ${token}`).expect(200);
  });
});
