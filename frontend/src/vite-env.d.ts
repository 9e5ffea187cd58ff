/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The run-time config (API_BASE_URL, SITE_URL); validated in src/config/env.ts. */
// eslint-disable-next-line no-var -- a global declaration must be a var
declare var __APP_CONFIG__: unknown;
