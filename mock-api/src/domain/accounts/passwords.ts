import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP minimum (19 MiB memory, 2 passes, 1 lane): about
 * 40 ms on the target machines, slow enough to make offline guessing costly.
 */
const OPTIONS = {
  algorithm: 2 /* Argon2id */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
