// The specification's routes (lib/routes.ts, the app's own table), shared by the route, accessibility and SEO specs.
import type { APIRequestContext } from '@playwright/test';

import { paymentPath, routesIn } from '../../lib/routes';

import { paymentOnTheDesk } from './operator';

export const PUBLIC_ROUTES = routesIn('public');
export const AUTH_ROUTES = routesIn('sign-in');
export const INVESTOR_ROUTES = routesIn('investor');
export const PARTNER_ROUTES = routesIn('partner');
/** The operator console's pages (its sign-in page, /admin/login, is among AUTH_ROUTES). */
export const OPERATOR_ROUTES = routesIn('operator');

/**
 * The console's pages of one record that no list of the sidebar opens by id (the sweeps follow those from
 * the list): each with an example path, and how a sweep finds one that exists.
 */
export const OPERATOR_RECORD_ROUTES: { example: string; open: (operator: APIRequestContext, baseURL: string) => Promise<string> }[] = [
  // A payment of several orders, by its PB-P-… reference.
  { example: paymentPath('PB-P-2222AAAA'), open: paymentOnTheDesk },
];

/** Detail pages, found the way a crawler finds them: through the sitemaps. */
export async function detailRoutes(request: APIRequestContext) {
  const first = async (file: string, pattern: RegExp) => {
    const xml = await (await request.get(`/sitemaps/${file}`)).text();
    const match = pattern.exec(xml);
    if (!match) throw new Error(`No URL matching ${pattern} in /sitemaps/${file}`);
    return new URL(match[1]!).pathname;
  };
  return {
    company: await first('companies-1.xml', /<loc>([^<]+\/indian-stocks\/[^<]+)<\/loc>/),
    startup: await first('companies-1.xml', /<loc>([^<]+\/Startups\/[^<]+)<\/loc>/),
    article: await first('articles-1.xml', /<loc>([^<]+\/articles\/[^<]+)<\/loc>/),
  };
}
