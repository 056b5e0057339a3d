/** Passwords and recovery codes at rest: argon2id hashes (@node-rs/argon2, argon2id by default). */
import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters (19 MiB, 2 passes, 1 lane).
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * The hashing function, reached through this object at each call: a test watches it with
 * `vi.spyOn(passwordHasher, 'hash')` (a bad invitation token must cost no hashing) whichever test
 * file of the worker loaded this module first, which a module mock of @node-rs/argon2 cannot do.
 */
export const passwordHasher = { hash };

export const hashPassword = (password: string) => passwordHasher.hash(password, ARGON2_OPTIONS);

/** Whether a password (or recovery code) matches its hash; a malformed hash matches nothing. */
export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
