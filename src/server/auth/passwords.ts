import { readFileSync } from 'node:fs';
import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contracts/auth-rules.ts';

// Password rules and hashing. argon2id with OWASP's minimum (19 MiB, 2 passes, 1 lane).
// The common list is the 10,000 most used passwords of 8+ characters (zxcvbn-ts's
// `passwords-common`, MIT): shorter ones are refused by length already.


// @node-rs/argon2's Algorithm is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const HASH_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

let common: Set<string> | undefined;

function commonPasswords(): Set<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
}

/** Why a password is refused, or undefined when it is fine. */
export function passwordProblem(password: unknown, email?: string): string | undefined {
  if (typeof password !== 'string' || password.length === 0) return 'Choose a password';
  const length = [...password].length;
  if (length < PASSWORD_MIN) return `Use at least ${PASSWORD_MIN} characters`;
  if (length > PASSWORD_MAX) return `Use at most ${PASSWORD_MAX} characters`;
  const folded = password.toLowerCase();
  if (commonPasswords().has(folded)) return 'This password is one of the most common ones: choose another';
  if (email && folded === email.trim().toLowerCase()) return 'Your password cannot be your email address';
  return undefined;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, HASH_OPTIONS);
}

// Checked against when no account has the address, so an unknown address takes as long to refuse.
let decoy: Promise<string> | undefined;

/** Whether the password matches; with no stored hash, spends the same time and says no. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword('no account has this password');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
