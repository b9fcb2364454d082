// The secret that signs session tokens (and, derived from it, next-auth's). AUTH_SECRET when set;
// otherwise a random 256-bit secret generated on the first start and kept: in a file beside the
// embedded database (mode 0600), or in the database itself on PostgreSQL, so every instance shares
// it. No secret ever comes from the source code.
import { createHmac, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { sql } from 'drizzle-orm';

import { hasTokenSecret, setTokenSecret } from '@/lib/auth/token';
import { getDbHandle, type DbHandle } from '@/lib/server/db/client';
import { appSecrets } from '@/lib/server/db/schema';
import { env } from '@/lib/server/env';
import { logger } from '@/lib/server/logger';

const SECRET_NAME = 'auth';
// 32 random bytes as base64url: 43 characters.
const GENERATED = /^[A-Za-z0-9_-]{43}$/;

const generate = () => randomBytes(32).toString('base64url');

/** Where the embedded database at `dir` keeps its generated secret: beside it, as its lock file is. */
export const secretFileOf = (dir: string) => `${path.resolve(dir)}.secret`;

/** Reads the kept secret, or writes a new one (0600) when there is none; two processes racing agree on the first. */
export function secretFromFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, `${generate()}\n`, { flag: 'wx', mode: 0o600 });
    logger.info('generated a new AUTH_SECRET and kept it beside the embedded database', { file });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (!GENERATED.test(secret)) {
    throw new Error(`${file} does not hold a secret this server generated: delete it (every session ends) or set AUTH_SECRET.`);
  }
  return secret;
}

/** Reads the kept secret from the database, or stores a new one; every instance reads the same row. */
export async function secretFromDatabase(handle: DbHandle): Promise<string> {
  await handle.db.insert(appSecrets).values({ name: SECRET_NAME, value: generate() }).onConflictDoNothing();
  const { rows } = await handle.db.execute<{ value: string }>(sql`select value from app_secrets where name = ${SECRET_NAME}`);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('Could not read the generated AUTH_SECRET from the database.');
  return secret;
}

async function resolveSecret(): Promise<string> {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const handle = await getDbHandle();
  if (handle.kind === 'postgres') return secretFromDatabase(handle);
  const dir = env().PGLITE_DIR;
  // A throw-away database (tests) keeps a throw-away secret.
  return dir.startsWith('memory://') ? generate() : secretFromFile(secretFileOf(dir));
}

const memo = globalThis as unknown as { __authSecret?: Promise<string> };

/** The secret, resolved once per process; token signing and checking are ready once it settles. */
export function authSecret(): Promise<string> {
  memo.__authSecret ??= resolveSecret().then(
    (secret) => {
      setTokenSecret(secret);
      return secret;
    },
    (error: unknown) => {
      memo.__authSecret = undefined;
      throw error;
    },
  );
  return memo.__authSecret;
}

/** Resolves the secret if this process has not yet (every path that signs or checks a token calls it). */
export async function ensureTokenSecret() {
  if (!hasTokenSecret()) await authSecret();
}

/** A key for one purpose, derived from the secret, so that no two uses share a key. */
export async function derivedSecret(purpose: string): Promise<string> {
  return createHmac('sha256', await authSecret())
    .update(purpose)
    .digest('base64url');
}
