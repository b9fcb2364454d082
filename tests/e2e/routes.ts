// The specification's routes, shared by the route, accessibility and SEO specs.
import type { APIRequestContext } from '@playwright/test';

export const PUBLIC_ROUTES = [
  '/', '/articles', '/indian-stocks', '/Startups', '/articles/Real-Estate', '/Global-Real-Estate', '/Webcast',
  '/about', '/contact-us', '/glossary', '/Faq', '/screener', '/in-the-news', '/career', '/terms-conditions',
  '/policies', '/cookies-policy', '/disclaimers', '/disclosures', '/Disclaimer', '/unauthorized',
];
export const AUTH_ROUTES = ['/login', '/signup', '/Cp/signin', '/Cp/signup', '/login/forgot-password', '/Cp/signin/forgot-password'];
export const INVESTOR_ROUTES = [
  '/dashboard', '/dashboard/UserPortfolio', '/dashboard/UserWatchlist', '/dashboard/transactions', '/dashboard/sell',
  '/dashboard/reports', '/dashboard/UserSupport', '/dashboard/articles', '/dashboard/UserKnowledgebase',
  '/dashboard/profile', '/dashboard/cart', '/dashboard/kyc',
];
export const PARTNER_ROUTES = [
  '/Cp/dashboard', '/Cp/sharelist', '/Cp/clients', '/Cp/assets', '/Cp/research_report', '/Cp/support',
  '/Cp/articles', '/Cp/knowledge', '/Cp/cp-profile',
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
