import { defineConfig } from 'vitest/config';

/**
 * The security suite (issue 5, SECURITY.md): attacks and faults against the real app, each test
 * recording its figures (security/figures.ts) for docs/security.md (npm run security:report).
 */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['security/**/*.security.test.ts'],
    pool: 'forks',
    testTimeout: 60_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: 'test' },
  },
});
