import fs from 'node:fs';
import path from 'node:path';
import {
  ACCOUNT_MESSAGES,
  LoginDetailsSchema,
  TwoFactorSetupResponseSchema,
  ACCOUNT_PATHS,
} from '@gear/contract/account';
import { ActivityListResponseSchema, type ActivityAction } from '@gear/contract/activity';
import { ADMIN_MESSAGES } from '@gear/contract/admin-messages';
import { API_PATHS } from '@gear/contract/api-paths';
import { BACKUP_MESSAGES, BACKUP_PATHS, RestoreResponseSchema } from '@gear/contract/backups';
import { CategoryListSchema } from '@gear/contract/catalogue-search';
import { GalleryListSchema, type GalleryItem } from '@gear/contract/gallery';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { Authenticator } from '../authenticator.ts';
import { axeFindings } from '../axe.ts';
import { expect, test as base } from '../fixtures.ts';
import { FRESH_PAGES } from '../fresh-pages.ts';
import { startSafetyStack, type SafetyStack } from '../harness/safety-stack.ts';

/**
 * Issue 21, the owner's safety net, in the browser through nginx: a backup downloaded and
 * restored (a broken one refused), two-step verification enrolled, used and turned off, the
 * password changed and every session signed out. These change the whole backend, so they run
 * against a stack of their own (harness/safety-stack.ts), one test after another; each leaves it
 * as it found it (2FA off, the password back, the data restored), also when it fails.
 */

let stack: SafetyStack | undefined;

function started(): SafetyStack {
  if (!stack) throw new Error('the safety stack has not started');
  return stack;
}

const test = base.extend({
  // Every page, request and second browser of this file talks to the private stack (the hooks
  // set up the built-in fixtures too, before the stack is there: no base URL then).
  baseURL: async ({ browserName: _browserName }, use) => {
    await use(stack?.baseURL);
  },
});

test.describe.configure({ mode: 'serial' });

/**
 * What the backend accepts right now: a test that changes the password or turns 2FA on records
 * it here first, so the clean-up can undo it whatever step failed.
 */
const account = {
  password: '',
  /** A new password asked for and not yet seen to be taken (it may be, or not). */
  newPassword: null as string | null,
  authenticator: null as Authenticator | null,
  recoveryCodes: [] as string[],
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  stack = await startSafetyStack();
  account.password = stack.admin.password;
});

test.afterAll(async ({ playwright }) => {
  if (!stack) return;
  // Turning 2FA off after a failure may wait for the authenticator's next step.
  test.setTimeout(120_000);
  const request = await playwright.request.newContext({ baseURL: stack.baseURL });
  try {
    await putAccountBack(request);
  } finally {
    await request.dispose();
    await stack.stop();
  }
});

// ---- the API, for set-up and clean-up ----

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function apiLogin(
  request: APIRequestContext,
  credentials: { password: string; code?: string },
): Promise<{ status: number; token?: string; twoFactor?: string }> {
  const answer = await request.post(`/backend${API_PATHS.login}`, {
    data: { username: started().admin.username, ...credentials },
  });
  const body = (await answer.json()) as { token?: string; details?: unknown };
  const details = LoginDetailsSchema.safeParse(body.details);
  return {
    status: answer.status(),
    token: body.token,
    twoFactor: details.success ? details.data.two_factor : undefined,
  };
}

async function apiToken(request: APIRequestContext): Promise<string> {
  const login = await apiLogin(request, { password: account.password });
  expect(login.status, 'an admin token for the test').toBe(200);
  return login.token ?? '';
}

/** 2FA off and the stack's own password back, from whatever state a failed test left. */
async function putAccountBack(request: APIRequestContext): Promise<void> {
  let login = await apiLogin(request, { password: account.password });
  if (login.status === 401 && !login.twoFactor && account.newPassword) {
    account.password = account.newPassword;
    login = await apiLogin(request, { password: account.password });
  }
  account.newPassword = null;
  if (login.twoFactor === 'required') {
    const spare = account.recoveryCodes.pop();
    const code = spare ?? (await account.authenticator?.freshCode());
    login = await apiLogin(request, { password: account.password, code });
    const disableWith = account.recoveryCodes.pop() ?? (await account.authenticator?.freshCode());
    const off = await request.post(`/backend${ACCOUNT_PATHS.twoFactorDisable}`, {
      headers: bearer(login.token ?? ''),
      data: { code: disableWith },
    });
    expect(off.status(), 'clean-up: 2FA turned off').toBe(200);
  }
  account.authenticator = null;
  account.recoveryCodes = [];
  if (account.password !== started().admin.password) {
    const changed = await request.post(`/backend${ACCOUNT_PATHS.password}`, {
      headers: bearer(login.token ?? ''),
      data: { current_password: account.password, new_password: started().admin.password },
    });
    expect(changed.status(), 'clean-up: the password put back').toBe(200);
    account.password = started().admin.password;
  }
}

/** The actions of the activity log's newest entries. */
async function loggedActions(request: APIRequestContext): Promise<ActivityAction[]> {
  const answer = await request.get(`/backend${API_PATHS.activity}`, {
    headers: bearer(await apiToken(request)),
  });
  expect(answer.status()).toBe(200);
  return ActivityListResponseSchema.parse(await answer.json()).data.map((entry) => entry.action);
}

async function categoryNames(request: APIRequestContext): Promise<string[]> {
  const answer = await request.get(`/backend${API_PATHS.categories}`);
  expect(answer.status()).toBe(200);
  return CategoryListSchema.parse(await answer.json()).map((category) => category.name);
}

async function galleryItems(request: APIRequestContext): Promise<GalleryItem[]> {
  const answer = await request.get(`/backend${API_PATHS.gallery}`);
  expect(answer.status()).toBe(200);
  return GalleryListSchema.parse(await answer.json());
}

/** What a restore must bring back and a refused one must leave alone. */
async function dataNow(request: APIRequestContext) {
  return {
    categories: await categoryNames(request),
    gallery: (await galleryItems(request)).map((item) => item.image),
  };
}

/** Changes the data after the backup: a category added, the first gallery image deleted. */
async function changeData(request: APIRequestContext, categoryName: string) {
  const token = await apiToken(request);
  const added = await request.post(`/backend${API_PATHS.categories}`, {
    headers: bearer(token),
    data: { name: categoryName },
  });
  expect(added.status(), 'a category added').toBeLessThan(300);
  const [first] = await galleryItems(request);
  if (!first) throw new Error('the seeded gallery is empty');
  const deleted = await request.delete(`/backend${API_PATHS.galleryItem(first.id)}`, {
    headers: bearer(token),
  });
  expect(deleted.status(), 'a gallery image deleted').toBe(200);
  return { deletedImage: first.image ?? '' };
}

// ---- the pages ----

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin' });
const loginHeading = (page: Page) => page.getByRole('heading', { name: 'Admin Login' });
const codeHeading = (page: Page) => page.getByRole('heading', { name: 'Two-step verification' });
const confirmRestore = (page: Page) =>
  page.getByRole('dialog', { name: 'Replace everything with this backup?' });
const restoreForm = (page: Page) => page.getByRole('form', { name: 'Restore a backup' });
const storedBackups = (page: Page) => page.getByRole('table', { name: 'Stored backups' });
const toast = (page: Page, message: string) =>
  page.locator('.Toastify').getByText(message, { exact: true }).first();

async function submitPassword(page: Page, password: string) {
  await page.goto('/admin');
  await expect(loginHeading(page)).toBeVisible();
  await page.getByLabel('Username').fill(started().admin.username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('token'));

/** SPEC's login: the password alone opens the dashboard, no code asked. */
async function signIn(page: Page) {
  await submitPassword(page, account.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(codeHeading(page)).toHaveCount(0);
}

async function openOwnerTool(page: Page, name: 'Security' | 'Backups') {
  await sidebar(page).getByRole('link', { name, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/${name.toLowerCase()}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^Loading/)).toHaveCount(0);
}

/** A second browser signed in now, on the dashboard: a session the next change must end. */
async function signedInElsewhere(browser: Browser) {
  const context = await browser.newContext({ baseURL: started().baseURL });
  const token = await apiToken(context.request);
  const page = await context.newPage();
  await page.goto('/admin');
  await page.evaluate((value) => {
    window.localStorage.setItem('token', value);
  }, token);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Admin Dashboard/ })).toBeVisible();
  return { page, token, close: () => context.close() };
}

/**
 * The session ended: the next admin action (a page that asks the server) sends the browser to
 * the login page, which says why.
 */
async function expectSentToLogin(page: Page) {
  await sidebar(page).getByRole('link', { name: 'Activity Log' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
  await expect(loginHeading(page)).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(ACCOUNT_MESSAGES.sessionEnded);
}

/** Screenshots for a person to look at (E2E_SHOTS=1), never in CI: /tmp/shots/. */
async function shot(page: Page, name: string) {
  if (process.env.E2E_SHOTS !== '1') return;
  const width = page.viewportSize()?.width ?? 0;
  fs.mkdirSync('/tmp/shots', { recursive: true });
  // From the top: a full-page shot draws the fixed top bar where the window was scrolled to.
  await page.evaluate(() => {
    window.scrollTo(0, 0);
  });
  await page.screenshot({
    path: path.join('/tmp/shots', `safety-${name}-${String(width)}.png`),
    fullPage: true,
  });
}

async function expectAccessible(page: Page) {
  expect(await axeFindings(page)).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, 'no sideways scrolling of the whole page').toBeLessThanOrEqual(0);
}

// ---- backups ----

/** A message of the contract with one part filled in by the server (a date), as a pattern. */
function messagePattern(message: (part: string) => string): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const [before = '', after = ''] = message('\u0000').split('\u0000');
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

/**
 * 'Download backup': a ZIP archive (its local headers name manifest.json), saved under the
 * server's name in the test's output folder, as the owner's browser keeps it.
 */
async function downloadBackup(page: Page): Promise<{ file: string; bytes: Buffer }> {
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download backup' }).click();
  const download = await downloaded;
  expect(download.suggestedFilename()).toMatch(/^gear-backup-.*\.zip$/);
  const file = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\x03\x04');
  expect(bytes.includes('manifest.json')).toBe(true);
  return { file, bytes };
}

/**
 * Chooses `archive`, asks to restore it and confirms (the dialog names what is replaced:
 * `replaced`); answers the server's answer.
 */
async function restoreArchive(
  page: Page,
  archive: string | { name: string; mimeType: string; buffer: Buffer },
  replaced: string[] = [],
) {
  await page.getByLabel('Backup file (.zip)').setInputFiles(archive);
  await restoreForm(page).getByRole('button', { name: 'Restore…' }).click();
  await expect(confirmRestore(page)).toBeVisible();
  await expect(confirmRestore(page)).toContainText(
    `with those in ${typeof archive === 'string' ? path.basename(archive) : archive.name}.`,
  );
  for (const words of replaced) await expect.soft(confirmRestore(page)).toContainText(words);
  const answered = page.waitForResponse((response) =>
    response.url().endsWith(`/backend${BACKUP_PATHS.restore}`),
  );
  await confirmRestore(page).getByRole('button', { name: 'Restore', exact: true }).click();
  const answer = await answered;
  return { status: answer.status(), body: (await answer.json()) as unknown };
}

/** The public site, read afresh through nginx, shows exactly `data`. */
async function expectPublicSite(
  page: Page,
  request: APIRequestContext,
  { categoryGone, imageBack }: { categoryGone: string; imageBack: string },
) {
  await page.context().addCookies([{ name: FRESH_PAGES.name, value: '1', url: started().baseURL }]);
  await page.goto('/product');
  const chips = page.getByRole('navigation', { name: 'Product categories' });
  await expect(chips.getByRole('link').first()).toBeVisible();
  await expect(chips.getByRole('link', { name: new RegExp(categoryGone) })).toHaveCount(0);
  await page.goto('/gallery');
  // The tile shows one of the image's WebP derivatives, named after it.
  const fileName = path.basename(imageBack, path.extname(imageBack));
  await expect(
    page
      .getByRole('region', { name: 'Collection of Gears' })
      .locator(`img[src*="${fileName}"]`)
      .first(),
  ).toBeVisible();
  const file = await request.get(`/backend${imageBack}`);
  expect(file.status(), `${imageBack} is served again`).toBe(200);
}

test('at 1280px: the owner downloads a backup, a broken archive is refused, the backup is restored', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const categoryName = `E2E Restore Worm Gears ${String(Date.now())}`;
  await signIn(page);
  await openOwnerTool(page, 'Backups');
  await shot(page, 'backups');
  const backedUp = await dataNow(request);
  const backup = await downloadBackup(page);
  const elsewhere = await signedInElsewhere(browser);

  try {
    const { deletedImage } = await changeData(request, categoryName);
    const changed = await dataNow(request);
    expect(changed.categories).toContain(categoryName);
    // Back on the page after the change, as the owner comes back to it from another admin page.
    await page.reload();

    await test.step('a file that is not a backup, and a truncated one, change nothing', async () => {
      const notZip = await restoreArchive(page, {
        name: 'not-a-backup.zip',
        mimeType: 'application/zip',
        buffer: Buffer.from('These are notes, not a backup.\n'),
      });
      expect(notZip.status).toBe(400);
      await expect(restoreForm(page).getByRole('alert')).toHaveText(BACKUP_MESSAGES.notZip);
      const truncated = await restoreArchive(page, {
        name: 'truncated.zip',
        mimeType: 'application/zip',
        buffer: backup.bytes.subarray(0, Math.floor(backup.bytes.length / 2)),
      });
      expect(truncated.status).toBe(400);
      await expect(restoreForm(page).getByRole('alert')).toHaveText(
        BACKUP_MESSAGES.damaged('the end of the archive is missing'),
      );
      expect(await dataNow(request)).toEqual(changed);
    });

    await test.step('the downloaded backup is restored: the data and its files are back', async () => {
      const restored = await restoreArchive(page, backup.file, [
        `${String(changed.categories.length)} categories`,
        `${String(changed.gallery.length)} gallery images`,
      ]);
      expect(restored.status).toBe(200);
      const answer = RestoreResponseSchema.parse(restored.body);
      expect(answer.message).toMatch(messagePattern(BACKUP_MESSAGES.restored));
      await expect(restoreForm(page).getByRole('status')).toContainText(answer.message);
      expect(await dataNow(request)).toEqual(backedUp);
      // The state before the restore is kept as a stored backup.
      await expect(
        storedBackups(page).getByRole('row').filter({ hasText: 'Before a restore' }),
      ).toHaveCount(1);
      await shot(page, 'backups-restored');
      // This browser goes on with the answer's token; the other session has ended.
      expect(await storedToken(page)).toBe(answer.token);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Backups' })).toBeVisible();
      await expect(storedBackups(page)).toBeVisible();
      await expectSentToLogin(elsewhere.page);
      await expectPublicSite(page, request, {
        categoryGone: categoryName,
        imageBack: deletedImage,
      });
      expect(await loggedActions(request)).toContain('restore');
    });
  } finally {
    await elsewhere.close();
  }
});

test('at 1280px: two-step verification is turned on, asked at login, a recovery code works once, and it is turned off', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page);
  await openOwnerTool(page, 'Security');
  const authenticator = await enrol(page);

  await test.step('login asks for the code; a reused, an expired and a wrong one are refused', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await submitPassword(page, account.password);
    await expect(codeHeading(page)).toBeVisible();
    await expect(page.getByText(ACCOUNT_MESSAGES.enterCode, { exact: true })).toBeVisible();
    // The code that turned 2FA on was seen: it is refused as reused.
    expect(await submitCode(page, authenticator.lastCode())).toBe(401);
    await expect(page.getByText(ACCOUNT_MESSAGES.reusedCode, { exact: true })).toBeVisible();
    expect(await submitCode(page, authenticator.expiredCode())).toBe(401);
    await expect(page.getByText(ACCOUNT_MESSAGES.wrongCode, { exact: true })).toBeVisible();
    expect(await submitCode(page, authenticator.wrongCode())).toBe(401);
    await expect(page.getByText(ACCOUNT_MESSAGES.wrongCode, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
    expect(await submitCode(page, await authenticator.freshCode())).toBe(200);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  await test.step('a recovery code signs in once', async () => {
    const [recoveryCode = '', another = ''] = account.recoveryCodes.splice(0, 2);
    await page.getByRole('button', { name: 'Logout' }).click();
    await submitPassword(page, account.password);
    await submitRecoveryCode(page, recoveryCode);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(toast(page, ACCOUNT_MESSAGES.recoveryCodeUsed(9))).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await submitPassword(page, account.password);
    await submitRecoveryCode(page, recoveryCode);
    await expect(page.getByText(ACCOUNT_MESSAGES.wrongCode, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/?$/);
    await page.getByLabel('Recovery code').fill(another);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(toast(page, ACCOUNT_MESSAGES.recoveryCodeUsed(8))).toBeVisible();
  });

  // With a recovery code: the app's next code would mean waiting for the clock (the 375px test
  // turns it off with one).
  await test.step('turned off with a recovery code, the login is SPEC’s again', async () => {
    await openOwnerTool(page, 'Security');
    await expect(page.getByText('On — 8 recovery codes left', { exact: true })).toBeVisible();
    await turnOff(page, account.recoveryCodes[0] ?? '');
    await page.getByRole('button', { name: 'Logout' }).click();
    await signIn(page);
  });
  expect(await loggedActions(request)).toEqual(
    expect.arrayContaining(['two_factor_on', 'recovery_code_used', 'two_factor_off']),
  );
});

/** Types a code on the login's code step; answers the HTTP status of the login call. */
async function submitCode(page: Page, code: string): Promise<number> {
  await page.getByLabel('Authentication code').fill(code);
  const answered = page.waitForResponse((response) =>
    response.url().endsWith(`/backend${API_PATHS.login}`),
  );
  await page.getByRole('button', { name: 'Verify' }).click();
  return (await answered).status();
}

async function submitRecoveryCode(page: Page, code: string) {
  await expect(codeHeading(page)).toBeVisible();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

/**
 * Enrols from the security page: the QR code and the secret, a first code from the app, ten
 * recovery codes. Records the state for the clean-up and answers the app.
 */
async function enrol(page: Page): Promise<Authenticator> {
  const setupAnswered = page.waitForResponse((response) =>
    response.url().endsWith(`/backend${ACCOUNT_PATHS.twoFactorSetup}`),
  );
  await page.getByRole('button', { name: 'Turn on two-step verification' }).click();
  const setup = TwoFactorSetupResponseSchema.parse(await (await setupAnswered).json());
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const shown = await page
    .getByRole('group', { name: 'Secret key' })
    .getByText(/^[A-Z2-7 ]+$/)
    .innerText();
  const secret = shown.replace(/\s+/g, '');
  expect(secret, 'the page shows the secret the server made').toBe(setup.secret);
  // The QR code carries the otpauth:// address of that secret.
  expect(new URL(setup.otpauth_url).searchParams.get('secret')).toBe(secret);
  await shot(page, 'security-enrolment');

  const authenticator = new Authenticator(secret);
  await page.getByLabel('Code from the app').fill(await authenticator.freshCode());
  account.authenticator = authenticator;
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Recovery codes' })).toBeVisible();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  account.recoveryCodes = (await codes.allInnerTexts()).map((code) => code.trim());
  await expect(page.getByText(ACCOUNT_MESSAGES.twoFactorOn, { exact: true }).first()).toBeVisible();
  await shot(page, 'security-recovery-codes');
  await page.getByRole('button', { name: 'Done' }).click();
  return authenticator;
}

async function turnOff(page: Page, code: string) {
  await page.getByRole('button', { name: 'Turn off two-step verification' }).click();
  await page.getByLabel('Code from the app or a recovery code').fill(code);
  await page.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(
    page.getByText(ACCOUNT_MESSAGES.twoFactorOff, { exact: true }).first(),
  ).toBeVisible();
  account.authenticator = null;
  account.recoveryCodes = [];
  await expect(page.getByRole('button', { name: 'Turn on two-step verification' })).toBeVisible();
}

test('at 1280px: a password change and "Sign out everywhere" end the other sessions', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const original = account.password;
  const renewed = `${original}-renewed`;
  await signIn(page);
  const elsewhere = await signedInElsewhere(browser);
  try {
    await test.step('the password changed, this browser stays signed in, the other is out', async () => {
      await openOwnerTool(page, 'Security');
      const form = page.getByRole('form', { name: 'Change password' });
      await form.getByLabel('Current password').fill(original);
      await form.getByLabel('New password', { exact: true }).fill(renewed);
      await form.getByLabel('Confirm new password').fill(renewed);
      account.newPassword = renewed;
      await form.getByRole('button', { name: 'Change password' }).click();
      await expect(
        page.getByText(ACCOUNT_MESSAGES.passwordChanged, { exact: true }).first(),
      ).toBeVisible();
      account.password = renewed;
      account.newPassword = null;
      await openOwnerTool(page, 'Backups');
      await expect(storedBackups(page)).toBeVisible();

      await expectSentToLogin(elsewhere.page);
      // The old password is refused there, the new one opens the dashboard.
      await elsewhere.page.getByLabel('Username').fill(started().admin.username);
      await elsewhere.page.getByLabel('Password').fill(original);
      await elsewhere.page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(
        elsewhere.page.getByText(ADMIN_MESSAGES.invalidCredentials, { exact: true }).first(),
      ).toBeVisible();
      await elsewhere.page.getByLabel('Password').fill(renewed);
      await elsewhere.page.getByRole('button', { name: 'Login', exact: true }).click();
      await expect(elsewhere.page).toHaveURL(/\/admin\/dashboard$/);
    });

    await test.step('"Sign out everywhere" ends this session and the other', async () => {
      const before = await apiToken(request);
      await openOwnerTool(page, 'Security');
      await page.getByRole('button', { name: 'Sign out everywhere' }).click();
      await page
        .getByRole('dialog', { name: 'Sign out everywhere?' })
        .getByRole('button', { name: 'Sign out everywhere', exact: true })
        .click();
      await expect(page).toHaveURL(/\/admin\/?$/);
      await expect(loginHeading(page)).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: ACCOUNT_MESSAGES.signedOutEverywhere }),
      ).toHaveText(ACCOUNT_MESSAGES.signedOutEverywhere);
      await expectSentToLogin(elsewhere.page);
      const refused = await request.get(`/backend${ACCOUNT_PATHS.account}`, {
        headers: bearer(before),
      });
      expect(refused.status(), 'a token from before is refused').toBe(401);
    });
  } finally {
    await elsewhere.close();
  }
  expect(await loggedActions(request)).toEqual(
    expect.arrayContaining(['password_change', 'sign_out_everywhere']),
  );
  // The stack's own password back, for what follows (and the compose run's next user).
  await putAccountBack(request);
  await signIn(page);
});

test('at 375px: backup and restore, 2FA enrolled and turned off; both pages pass axe', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 800 });
  const categoryName = `E2E Restore Racks ${String(Date.now())}`;
  await signIn(page);

  await test.step('backup, change, restore', async () => {
    await openOwnerTool(page, 'Backups');
    await expectAccessible(page);
    await shot(page, 'backups');
    const backedUp = await dataNow(request);
    const backup = await downloadBackup(page);
    await changeData(request, categoryName);
    const restored = await restoreArchive(page, backup.file);
    expect(restored.status).toBe(200);
    const { message } = RestoreResponseSchema.parse(restored.body);
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    expect(await dataNow(request)).toEqual(backedUp);
    await shot(page, 'backups-restored');
  });

  await test.step('2FA enrolled and turned off with the next code', async () => {
    await openOwnerTool(page, 'Security');
    await expectAccessible(page);
    await shot(page, 'security');
    const authenticator = await enrol(page);
    await turnOff(page, await authenticator.freshCode());
  });
});
