// Passwords are hashed with scrypt (memory-hard, in Node's crypto: no native add-on to build).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const PARAMS: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/**
 * At most two hashes at once. scrypt runs on libuv's pool of four threads, which gzip and file reads
 * share: a crowd signing in used to fill all four, and every page's compression waited behind the
 * hashes (public pages' p99 of seconds in `npm run bench:load`). Sign-ins beyond two queue here.
 */
const HASHES_AT_ONCE = 2;
let hashing = 0;
const waitingToHash: (() => void)[] = [];
/** How many hashes run and wait now (for tests and diagnostics). */
export const hashQueue = {
  get running() {
    return hashing;
  },
  get waiting() {
    return waitingToHash.length;
  },
};

async function scrypt(password: string, salt: Buffer, params: ScryptOptions): Promise<Buffer> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => waitingToHash.push(resolve));
  else hashing++;
  try {
    return await new Promise((resolve, reject) =>
      scryptCallback(password.normalize('NFKC'), salt, KEY_LENGTH, params, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    // The slot passes to the next in line (hashing stays counted), or is freed.
    const next = waitingToHash.shift();
    if (next) next();
    else hashing--;
  }
}

/** Format: scrypt$N$r$p$salt$hash (base64), so parameters can be raised later without breaking old hashes. */
/** Stored instead of a password hash (Google accounts, locked demo accounts): verifyPassword accepts only "scrypt$…", so no password opens it. */
export const NO_PASSWORD_MARKER = '!';

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64'), key.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Compared against when the account does not exist, so a miss takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash() {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
