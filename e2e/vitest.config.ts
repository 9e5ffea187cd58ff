import { defineConfig } from 'vitest/config';

/**
 * Unit and integration tests of the e2e tooling itself (harness, foreign backend). The browser
 * specs in tests/ are Playwright's, never vitest's.
 */
export default defineConfig({
  test: {
    include: ['harness/**/*.test.ts', 'foreign-backend/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
