import type { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import type { Handler } from '@fortedigital/nextjs-cache-handler/cache-handler.types';

export function pageCacheHandlers(options: { url?: string; buildId?: string; building?: boolean }): {
  handlers: Handler[];
  close: () => Promise<void>;
};

export default CacheHandler;
