import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES } from '@gear/contract/account';
import { ADMIN_MESSAGES } from '@gear/contract/messages';
import { API_OPERATIONS } from '@gear/contract/openapi/routes';
import { expressPath, mountedOperations } from '../src/http/api-route.ts';
import { ADMIN, bearer, enrol, loginFrom, totpAt } from '../src/test-utils/account.ts';
import { tokenOf } from '../src/test-utils/bodies.ts';
import { startTestApp, type TestApp } from '../src/test-utils/test-app.ts';
import { recordFigures } from './figures.ts';

/**
 * Issue 21, ADR 0036: sessions end when they should, and the second factor cannot be guessed or
 * replayed. A token from before a password change, a 'Sign out everywhere' or a new password in
 * the environment gets 401 from every admin call, reads included; distributed guessing of the
 * 6 digits is capped per account; one code signs in once however often it is sent at once.
 */

const FILE = 'account.security.test.ts';
const UNAUTHORIZED = { success: false, error: ADMIN_MESSAGES.unauthorized };

let t: TestApp;
let ipCounter = 0;
const nextIp = () => `10.61.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;
const signIn = async (password: string = ADMIN.password) =>
  tokenOf(await loginFrom(t, nextIp(), { ...ADMIN, password }).expect(200));

beforeAll(async () => {
  t = await startTestApp({ BACKUP_AUTO: 'false' });
});
afterAll(() => t.destroy());

/** Every admin operation the app mounts, as a request with a path a real record could have. */
function adminCalls(): { method: string; url: string }[] {
  return mountedOperations(t.handle.app)
    .map((operationId) => API_OPERATIONS[operationId])
    .filter((operation) => operation.auth === 'admin')
    .map((operation) => ({
      method: operation.method,
      url: expressPath(operation.path)
        .replace(/:name\b/, 'gear-backup-auto-20261129T010000Z.zip')
        .replace(/:attachmentId\b/, 'a1b2')
        .replace(/:[A-Za-z_]\w*/g, '1'),
    }));
}

/** How many (call, token) pairs did not answer exactly 401 with the usual body. */
async function notEnded(tokens: Record<string, string>) {
  const failures: string[] = [];
  let tried = 0;
  let serverErrors = 0;
  for (const [kind, token] of Object.entries(tokens)) {
    await Promise.all(
      adminCalls().map(async ({ method, url }) => {
        tried += 1;
        const api = t.api();
        const call =
          method === 'get'
            ? api.get(url)
            : method === 'put'
              ? api.put(url)
              : method === 'patch'
                ? api.patch(url)
                : method === 'delete'
                  ? api.delete(url)
                  : api.post(url);
        const response = await call.set(bearer(token)).send({});
        if (response.status >= 500) serverErrors += 1;
        if (
          response.status !== 401 ||
          JSON.stringify(response.body) !== JSON.stringify(UNAUTHORIZED)
        )
          failures.push(`${method.toUpperCase()} ${url} [${kind}] → ${response.status}`);
      }),
    );
  }
  return { failures, tried, serverErrors };
}

describe('sessions end when they should', () => {
  it('a token from before a password change, a sign-out everywhere or a new ADMIN_PASSWORD gets 401 from every admin call', async () => {
    const dbBefore = await readFile(t.handle.paths.dbFile, 'utf8');
    const ended: Record<string, string> = {};

    // A password change from the admin: the changing session goes on with its new token.
    ended['before a password change'] = await signIn();
    const changer = await signIn();
    const changed = await t
      .api()
      .post('/api/account/password')
      .set(bearer(changer))
      .send({ current_password: ADMIN.password, new_password: 'A-new-password-21' })
      .expect(200);
    ended['the changing session, before its new token'] = changer;
    const fresh = z.object({ token: z.string() }).parse(changed.body).token;
    await t.api().get('/api/account').set(bearer(fresh)).expect(200);

    // Sign out everywhere, this session included.
    ended['before sign out everywhere'] = await signIn('A-new-password-21');
    await t.api().post('/api/account/sign-out-everywhere').set(bearer(fresh)).send({}).expect(200);
    ended['the session that signed everyone out'] = fresh;

    // The operator sets another password in the environment and restarts.
    ended['before ADMIN_PASSWORD changed'] = await signIn('A-new-password-21');
    await t.restart({ BACKUP_AUTO: 'false', ADMIN_PASSWORD: 'Env-password-2126' });
    // The env password is the password again; the one set in the admin no longer works.
    await loginFrom(t, nextIp(), { ...ADMIN, password: 'A-new-password-21' }).expect(401);
    const current = await signIn('Env-password-2126');
    await t.api().get('/api/leads').set(bearer(current)).expect(200);

    const { failures, tried, serverErrors } = await notEnded(ended);
    expect(failures).toEqual([]);
    expect(serverErrors).toBe(0);
    // Nothing was written by any of those calls.
    expect(JSON.parse(await readFile(t.handle.paths.dbFile, 'utf8'))).toEqual(JSON.parse(dbBefore));

    recordFigures({
      section: 'Auth',
      protection:
        'Sessions end: a token from before a password change, sign-out-everywhere or a new ADMIN_PASSWORD → 401 on every admin call',
      test: `${FILE} › a token from before a password change, a sign-out everywhere or a new ADMIN_PASSWORD gets 401 from every admin call`,
      inputs: tried,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `${adminCalls().length} admin operations (reads included) × ${Object.keys(ended).length} ended tokens: all 401; the session that changed the password goes on with its new token; after the restart the env password works and the admin-set one is refused`,
    });
  });
});

describe('the second factor', () => {
  it('caps guessing per account from many addresses', async () => {
    await t.restart({ BACKUP_AUTO: 'false' });
    const owner = await signIn();
    const started = Date.now();
    const { secret } = await enrol(t, owner, started);

    // 60 guesses with the right password, each from its own address (a botnet).
    const wrong = String((Number(totpAt(secret, Date.now())) + 500_000) % 1_000_000).padStart(
      6,
      '0',
    );
    const statuses: number[] = [];
    let serverErrors = 0;
    for (let batch = 0; batch < 6; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => loginFrom(t, nextIp(), { ...ADMIN, code: wrong })),
      );
      for (const answer of answers) {
        statuses.push(answer.status);
        if (answer.status >= 500) serverErrors += 1;
      }
    }
    const checked = statuses.filter((status) => status === 401).length;
    const refused = statuses.filter((status) => status === 429).length;
    expect(checked).toBeLessThanOrEqual(ACCOUNT_LIMITS.wrongCodesPerWindow);
    expect(checked + refused).toBe(statuses.length);
    expect(serverErrors).toBe(0);
    // The owner's own right code is refused too while the cap holds: the price of the cap.
    const during = await loginFrom(t, nextIp(), { ...ADMIN, code: totpAt(secret, Date.now()) });
    expect(during.status).toBe(429);
    expect(during.body).toMatchObject({ message: ADMIN_MESSAGES.tooManyLogins });

    recordFigures({
      section: 'Auth',
      protection: 'Two-step codes: guessing capped per account, whatever the addresses',
      test: `${FILE} › caps guessing per account from many addresses`,
      inputs: statuses.length + 1,
      serverErrors,
      filesLeft: 0,
      writesLost: 0,
      notes: `${statuses.length} wrong codes with the right password from ${statuses.length} addresses: ${checked} checked (401), ${refused} refused (429); at most ${ACCOUNT_LIMITS.wrongCodesPerWindow} per 10 min per account, so at most 1 chance in ${Math.round(1e6 / (3 * ACCOUNT_LIMITS.wrongCodesPerWindow)).toLocaleString('en')} per 10 min (3 codes of 10^6 are valid at a time)`,
    });
  });

  it('the same code sent 20 times at once signs in once', async () => {
    // A fresh account: the cap of the test above would refuse every code for 10 minutes.
    await t.destroy();
    t = await startTestApp({ BACKUP_AUTO: 'false' });
    const owner = await signIn();
    const { secret } = await enrol(t, owner, Date.now());
    // The enrolment used this step's code; the next step's is accepted too (one step of drift)
    // and has not been used yet.
    const code = totpAt(secret, Date.now() + 30_000);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => loginFrom(t, nextIp(), { ...ADMIN, code })),
    );
    const ok = answers.filter((answer) => answer.status === 200).length;
    const reused = answers.filter(
      (answer) =>
        answer.status === 401 &&
        z.object({ message: z.string() }).safeParse(answer.body).data?.message ===
          ACCOUNT_MESSAGES.reusedCode,
    ).length;
    // Each refused copy counts as a wrong code: past the account's cap the rest answer 429.
    const capped = answers.filter((answer) => answer.status === 429).length;
    expect(ok).toBe(1);
    expect(reused).toBeGreaterThanOrEqual(Math.min(19, ACCOUNT_LIMITS.wrongCodesPerWindow));
    expect(ok + reused + capped).toBe(20);

    recordFigures({
      section: 'Auth',
      protection: 'Two-step codes cannot be replayed, even all at once',
      test: `${FILE} › the same code sent 20 times at once signs in once`,
      inputs: 20,
      serverErrors: answers.filter((answer) => answer.status >= 500).length,
      filesLeft: 0,
      writesLost: 0,
      notes: `20 parallel logins with one valid code from 20 addresses: ${ok} signed in, ${reused} × 401 "${ACCOUNT_MESSAGES.reusedCode}", ${capped} × 429 (each copy counts as a wrong code)`,
    });
  });
});
