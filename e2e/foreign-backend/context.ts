import type { FileStore } from './assets.ts';
import type { DelayRules } from './delays.ts';
import type { FailureRules } from './failures.ts';
import type { ForeignStore } from './store.ts';
import type { TokenStore } from './tokens.ts';

/** Everything the API routes and the control server share. */
export interface BackendContext {
  store: ForeignStore;
  files: FileStore;
  tokens: TokenStore;
  failures: FailureRules;
  delays: DelayRules;
  admin: { username: string; password: string };
  corsOrigins: ReadonlySet<string>;
}
