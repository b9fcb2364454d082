// Types of redisCacheHandler.mjs (plain JavaScript, which Next loads itself).
import type { CacheHandlerValue } from 'next/dist/server/lib/incremental-cache';

export interface RedisCacheHandlerContext {
  serverDistDir?: string;
  /** Default: REDIS_URL. */
  redisUrl?: string;
  /** Default: "page-cache:<build id>:". */
  keyPrefix?: string;
}

export function closePageCacheConnection(): Promise<void>;

export default class RedisCacheHandler {
  constructor(context?: RedisCacheHandlerContext);
  get(key: string): Promise<CacheHandlerValue | null>;
  set(key: string, data: unknown, context?: { cacheControl?: unknown }): Promise<void>;
  revalidateTag(): Promise<undefined>;
  resetRequestCache(): undefined;
}
