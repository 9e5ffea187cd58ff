import type { AdminPassword } from '../config.ts';
import { formatPasswordHash, hashPassword, parsePasswordHash, verifyPassword } from './password.ts';
import {
  createSecurityStateStore,
  initialSecurityState,
  readSecurityState,
  withSessionsEnded,
  writeSecurityState,
  type SecurityStateStore,
} from './security-state.ts';

/** What the fingerprint covers: the user name and the password (or its hash) of the environment. */
const environmentMaterial = (username: string, password: AdminPassword) =>
  `${username}\u0000${password.kind}\u0000${password.value}`;

interface OpenedSecurityState {
  state: SecurityStateStore;
  /**
   * The operator changed ADMIN_USERNAME, ADMIN_PASSWORD or ADMIN_PASSWORD_HASH since the last
   * start: every session was ended and a password set from the admin dropped.
   */
  environmentChanged: boolean;
}

/**
 * Load DATA_DIR/account.json (or create it) and compare the environment's credentials with the
 * fingerprint kept there. Call it while holding the DATA_DIR lock.
 */
export async function openSecurityState(options: {
  file: string;
  username: string;
  password: AdminPassword;
  now?: () => number;
}): Promise<OpenedSecurityState> {
  const { file, now = Date.now } = options;
  const material = environmentMaterial(options.username, options.password);
  const fingerprint = async () => formatPasswordHash(await hashPassword(material));

  const stored = await readSecurityState(file);
  if (stored === null) {
    const created = initialSecurityState(await fingerprint(), now());
    await writeSecurityState(file, created);
    return { state: createSecurityStateStore(file, created), environmentChanged: false };
  }
  const known = parsePasswordHash(stored.environment_fingerprint);
  if (known && (await verifyPassword(material, known))) {
    return { state: createSecurityStateStore(file, stored), environmentChanged: false };
  }
  const next = {
    ...withSessionsEnded(stored, now()),
    environment_fingerprint: await fingerprint(),
    admin_password: null,
  };
  await writeSecurityState(file, next);
  return { state: createSecurityStateStore(file, next), environmentChanged: true };
}
