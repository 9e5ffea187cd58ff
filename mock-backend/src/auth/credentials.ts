import { createHash, timingSafeEqual } from 'node:crypto';
import type { AdminPassword } from '../config.ts';
import { hashPassword, parsePasswordHash, verifyPassword, type PasswordHash } from './password.ts';

export interface Credentials {
  /** Same work and same answer time for an unknown user and a wrong password. */
  check(username: string, password: string): Promise<boolean>;
}

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * The admin's user name and password. The password is the environment's unless `adminSet`
 * answers one changed from the admin (issue 21), read at each check.
 */
export async function createCredentials(
  username: string,
  password: AdminPassword,
  adminSet: () => PasswordHash | null = () => null,
): Promise<Credentials> {
  let hash: PasswordHash | null;
  if (password.kind === 'hash') {
    hash = parsePasswordHash(password.value);
    if (!hash) throw new Error('ADMIN_PASSWORD_HASH is not a valid scrypt hash.');
  } else {
    // The plain env password is hashed once at start and then forgotten.
    hash = await hashPassword(password.value);
  }
  const expectedUser = digest(username);
  const environmentHash = hash;
  return {
    async check(candidateUser, candidatePassword) {
      const userMatches = timingSafeEqual(digest(candidateUser), expectedUser);
      const passwordMatches = await verifyPassword(
        candidatePassword,
        adminSet() ?? environmentHash,
      );
      return userMatches && passwordMatches;
    },
  };
}
