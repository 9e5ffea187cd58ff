import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './harness/chromium.ts';

const CI = Boolean(process.env.CI);

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
};

/**
 * Browser tests against the production build behind the real nginx config (nginx/), with the mock
 * backend behind it: harness/global-setup.ts builds and starts everything on free ports, or tests
 * E2E_BASE_URL when set (docker compose e2e service). Chromium: CHROMIUM_PATH, /usr/bin/chromium,
 * then Playwright's own.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './harness/global-setup.ts',
  globalTeardown: './harness/global-teardown.ts',
  fullyParallel: false,
  forbidOnly: CI,
  retries: CI ? 1 : 0,
  workers: 2,
  // In the compose e2e profile (E2E_BASE_URL) eleven containers share the machine with the two
  // browsers, and a test that walks every route needs more than 30 s there.
  timeout: process.env.E2E_BASE_URL ? 60_000 : 30_000,
  // The whole browser suite (every public route at 375/800/1280, the gated and foreign-backend
  // stacks) takes ~12-15 min on 2 cores through the harness, ~30 min in the compose e2e profile
  // (eleven containers share those cores). This is a guard against a hung run, inside CI's
  // 90 min, not a target.
  globalTimeout: 40 * 60_000,
  expect: { timeout: 10_000 },
  reporter: CI
    ? [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]]
    : [['list']],
  use: {
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  // The admin specs change the backend's data (sliders, products, gallery, brochure); they run
  // after the public specs, which compare pages with the seeded data, so neither sees the other's
  // changes half-way. Each admin spec owns one entity, so admin specs may run side by side.
  projects: [
    {
      name: 'public',
      testIgnore: /admin-.*\.spec\.ts$/,
      use: browser,
    },
    {
      name: 'admin',
      testMatch: /admin-.*\.spec\.ts$/,
      dependencies: ['public'],
      use: browser,
    },
  ],
});
