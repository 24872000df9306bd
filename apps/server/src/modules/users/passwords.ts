import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read from the package's types). */
const ARGON2ID = 2 as Algorithm.Argon2id;

/**
 * argon2id at 64 MiB, 2 passes, 1 lane: about 44 ms per hash or check on one core of the 2-core
 * reference machine, so roughly 38 sign-ins a second per process at full load. Above OWASP's floor
 * (19 MiB, t=2) with room to spare; see docs/decisions/008-sessions-and-sign-in.md for the figures.
 * The parameters travel inside each stored PHC string, so raising them later still verifies old hashes.
 */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  memoryCost: 65_536,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = (password: string) => hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown account, SMS-only account) it still
 * spends one check, so the answer's timing does not tell which accounts exist.
 */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('stallhub: no such account');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
