import type { ServerResponse } from 'node:http';

/**
 * A short shared cache (CDN / proxy) with stale-while-revalidate, for public pages and APIs whose
 * HTML or JSON is the same for every visitor. Never use it on anything that depends on cookies.
 */
export function setPublicCache(res: ServerResponse, seconds: number, staleSeconds = seconds * 5) {
  res.setHeader('Cache-Control', `public, max-age=0, s-maxage=${seconds}, stale-while-revalidate=${staleSeconds}`);
}
