// Argon2id password hashing with OWASP's parameters; hashes made with older parameters are
// replaced at the next successful login.
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (a const enum in the typings, which isolated modules cannot import)
export const ARGON2_OPTIONS = { algorithm: 2 as const, memoryCost: 19_456, timeCost: 2, parallelism: 1 };
const CURRENT = `$argon2id$v=19$m=${ARGON2_OPTIONS.memoryCost},t=${ARGON2_OPTIONS.timeCost},p=${ARGON2_OPTIONS.parallelism}$`;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false; // a malformed stored hash verifies nothing
  }
}

export const needsRehash = (stored: string) => !stored.startsWith(CURRENT);

/** Verifying against this when the email is unknown keeps both answers equally slow. */
let dummy: Promise<string> | undefined;
export const dummyHash = () => {
  dummy ??= hashPassword('polymart-timing-equaliser');
  return dummy;
};
