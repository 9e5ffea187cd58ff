import type { Config } from '@react-router/dev/config';

/**
 * React Router framework mode (ADR 0025): every public page is rendered on the server with the
 * backend's data and hydrated; the admin is client-only (its layout route renders a fallback on
 * the server). The build writes build/client (served by nginx) and build/server (the renderer).
 */
export default {
  appDirectory: 'src/app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
