import type { ServerBuild } from 'react-router';

/**
 * Stands in for build/server/index.js (React Router's server build) in tests of the site server
 * (server/security-headers.test.ts), which render pages with a stand-in request handler that never
 * reads it, and so run in a fresh clone, before any build.
 */
export const stubServerBuild = {} as ServerBuild;
