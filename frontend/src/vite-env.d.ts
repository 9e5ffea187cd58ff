/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

interface Window {
  /** Written by /config.js at run time; validated in src/config/env.ts. */
  __APP_CONFIG__?: unknown;
}
