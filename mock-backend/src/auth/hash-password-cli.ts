import { createInterface } from 'node:readline/promises';
import { formatPasswordHash, hashPassword } from './password.ts';

/** Prints an ADMIN_PASSWORD_HASH value for the password read from stdin (or the first argument). */
async function main(): Promise<void> {
  let password = process.argv[2];
  if (!password) {
    const rl = createInterface({ input: process.stdin, output: process.stderr });
    password = await rl.question('Password: ');
    rl.close();
  }
  if (!password) {
    console.error('No password given.');
    process.exit(1);
  }
  console.log(`ADMIN_PASSWORD_HASH=${formatPasswordHash(await hashPassword(password))}`);
}

await main();
