// Next's cache of rendered pages (incremental static regeneration) in Redis, so that several app
// instances share it: a page one instance renders again (an operator's change, lib/server/pageCache.ts)
// is the page every instance serves next. next.config.ts installs it when REDIS_URL is set; without
// it Next keeps the pages on local disk and in memory, right for one instance.
// Plain JavaScript: Next loads this file itself, outside the app's bundle.
import fs from 'node:fs';
import path from 'node:path';

import IORedis from 'ioredis';

/** How long an entry outlives its last write: bounds the store when a crawler asks for every page. */
const ENTRY_TTL_SECONDS = 7 * 24 * 3600;

// Buffers (image entries) survive JSON as base64.
const replacer = (_key, value) =>
  value && value.type === 'Buffer' && Array.isArray(value.data) ? { $buffer: Buffer.from(value.data).toString('base64') } : value;
const reviver = (_key, value) => (value && typeof value.$buffer === 'string' ? Buffer.from(value.$buffer, 'base64') : value);

let shared;

function client(url) {
  // One connection per process: Next makes a handler per request.
  if (!shared) {
    shared = new IORedis(url, { maxRetriesPerRequest: 1, connectTimeout: 2_000, commandTimeout: 1_000, enableOfflineQueue: true });
    shared.on('error', () => undefined); // each command reports its own failure; see get/set
  }
  return shared;
}

function buildId(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/** Closes this process's connection (tests and scripts). */
export async function closePageCacheConnection() {
  const connection = shared;
  shared = undefined;
  if (connection) await connection.quit().catch(() => connection.disconnect());
}

export default class RedisCacheHandler {
  /** @param {{ serverDistDir?: string, redisUrl?: string, keyPrefix?: string }} context */
  constructor(context = {}) {
    const url = context.redisUrl ?? process.env.REDIS_URL;
    if (!url) throw new Error('RedisCacheHandler needs REDIS_URL');
    this.redis = client(url);
    // A new build never serves an old build's pages (their scripts are gone).
    this.prefix = context.keyPrefix ?? `page-cache:${buildId(context.serverDistDir ?? path.resolve('.next/server'))}:`;
  }

  async get(key) {
    try {
      const raw = await this.redis.get(this.prefix + key);
      return raw ? JSON.parse(raw, reviver) : null;
    } catch (error) {
      // Redis away: render the page (a miss) rather than fail the request.
      process.stderr.write(`page cache get failed for ${key}: ${error instanceof Error ? error.message : String(error)}\n`);
      return null;
    }
  }

  async set(key, data, context = {}) {
    const entry = { lastModified: Date.now(), value: data, cacheControl: context.cacheControl };
    try {
      await this.redis.set(this.prefix + key, JSON.stringify(entry, replacer), 'EX', ENTRY_TTL_SECONDS);
    } catch (error) {
      process.stderr.write(`page cache set failed for ${key}: ${error instanceof Error ? error.message : String(error)}\n`);
    }
  }

  // The pages router has no cache tags, and this handler keeps nothing per request.
  async revalidateTag() {
    return undefined;
  }

  resetRequestCache() {
    return undefined;
  }
}
