import type { APIRequestContext, Page } from '@playwright/test';
import { pdfFile, pngFile } from './files.ts';
import { expect } from './fixtures.ts';
import type { HarnessState } from './harness/state.ts';

/** A fresh admin token from POST /backend/logAdmin with the harness credentials. */
export async function adminToken(
  request: APIRequestContext,
  harness: HarnessState,
): Promise<string> {
  const answer = await request.post('/backend/logAdmin', { data: harness.admin });
  expect(answer.status(), 'admin login for the test').toBe(200);
  const body = (await answer.json()) as { token?: string };
  expect(body.token, 'the login answer carries a token').toBeTruthy();
  return body.token!;
}

/**
 * Signs the browser in the way the login page does (token under `token` in local storage) and
 * opens `path`. Returns the token, for API calls made by the test itself.
 */
export async function openAsAdmin(
  page: Page,
  request: APIRequestContext,
  harness: HarnessState,
  path: string,
): Promise<string> {
  const token = await adminToken(request, harness);
  await page.goto('/admin');
  await page.evaluate((value) => {
    window.localStorage.setItem('token', value);
  }, token);
  await page.goto(path);
  return token;
}

/** Authorization header for the test's own API calls. */
export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

const EBROCHURE_API = '/backend/api/ebrochure';

interface Brochure {
  cover_image: string;
  pdf_file: string;
}

/** The stored e-brochure (a bare record or `{ data }`, as backends answer), or null. */
export async function currentBrochure(request: APIRequestContext, token: string) {
  const answer = await request.get(EBROCHURE_API, { headers: bearer(token) });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as Brochure | { data: Brochure | null } | null;
  return body && 'data' in body ? body.data : body;
}

/** The current brochure; one is created through the API first when there is none. */
export async function ensureBrochure(request: APIRequestContext, token: string): Promise<Brochure> {
  const existing = await currentBrochure(request, token);
  if (existing) return existing;
  const created = await request.post(EBROCHURE_API, {
    headers: bearer(token),
    multipart: { cover_image: pngFile('setup-cover.png'), pdf_file: pdfFile('setup.pdf') },
  });
  expect(created.ok()).toBe(true);
  const brochure = await currentBrochure(request, token);
  expect(brochure).not.toBeNull();
  return brochure!;
}
