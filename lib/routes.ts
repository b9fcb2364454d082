// The site's pages in one table: the public header and footer, the dashboards' sidebars, the
// sitemap, the middleware's areas and the end-to-end route checks all read it. A new page is added
// here once; where it should be listed is said on its row. Detail pages ([slug]) are not listed:
// the sitemap builds them from the database.
import type { IconName } from '@/lib/icons';

/** Who may open the page: anyone, a visitor signing in, a signed-in investor, a signed-in partner, a signed-in operator (console at /admin). */
export type RouteArea = 'public' | 'sign-in' | 'investor' | 'partner' | 'operator';

export type FooterGroup = 'Explore' | 'Company' | 'Legal';

export interface SiteRoute {
  path: string;
  area: RouteArea;
  /** Listed in the sitemap for crawlers (public pages worth finding). */
  sitemap?: boolean;
  /** Its label in the public header's main navigation. */
  header?: string;
  /** Its group and label in the public footer. */
  footer?: { group: FooterGroup; label: string };
  /** Its item in the area's dashboard sidebar (and the overview's quick links). */
  sidebar?: { label: string; icon: IconName; description: string };
  /** A sign-in page a signed-in visitor is sent on from (to their ?next= target or dashboard). */
  leaveWhenSignedIn?: boolean;
  /** The title of a page no sidebar item names: a console list's "new" page, whose link on the list reads the same. */
  title?: string;
}

/** A public page in the sitemap, with its labels in the header and footer where it has them. */
const publicPage = (path: string, menus: Pick<SiteRoute, 'header' | 'footer'> = {}): SiteRoute => ({
  path,
  area: 'public',
  sitemap: true,
  ...menus,
});

/** A signed-in area's pages that are not in its sidebar. */
const unlisted = (area: RouteArea, ...paths: string[]): SiteRoute[] => paths.map((path) => ({ path, area }));

/** A console list's "new" page, linked from the list's heading with its title ("Write an article"). */
const newPage = (path: `/admin/${string}/new`, title: string): SiteRoute => ({ path, area: 'operator', title });

/** A signed-in page with its item in the area's sidebar. */
const inSidebar = (area: RouteArea, path: string, label: string, icon: IconName, description: string): SiteRoute => ({
  path,
  area,
  sidebar: { label, icon, description },
});

// Rows are in menu order: each menu lists its rows in the order they appear here.
export const ROUTES: readonly SiteRoute[] = [
  publicPage('/'),
  publicPage('/indian-stocks', { header: 'Company Records', footer: { group: 'Explore', label: 'Company Records' } }),
  publicPage('/articles', { header: 'News', footer: { group: 'Explore', label: 'News' } }),
  publicPage('/Startups', { header: 'Startups', footer: { group: 'Explore', label: 'Startups' } }),
  publicPage('/screener', { header: 'Screener', footer: { group: 'Explore', label: 'Screener' } }),
  publicPage('/screener/help'),
  publicPage('/ipo-pipeline', { footer: { group: 'Explore', label: 'IPO pipeline' } }),
  publicPage('/Global-Real-Estate', { header: 'Real Estate', footer: { group: 'Explore', label: 'Global Real Estate' } }),
  publicPage('/Webcast', { header: 'Webcasts', footer: { group: 'Explore', label: 'Webcasts' } }),
  publicPage('/about', { header: 'About', footer: { group: 'Company', label: 'Our Journey' } }),
  publicPage('/in-the-news', { footer: { group: 'Company', label: 'In the news' } }),
  publicPage('/career', { footer: { group: 'Company', label: 'Careers' } }),
  publicPage('/contact-us', { header: 'Contact', footer: { group: 'Company', label: 'Contact' } }),
  publicPage('/Faq', { header: 'FAQ', footer: { group: 'Company', label: 'FAQs' } }),
  publicPage('/glossary', { header: 'Glossary', footer: { group: 'Company', label: 'Glossary' } }),
  publicPage('/articles/Real-Estate'),
  publicPage('/terms-conditions', { footer: { group: 'Legal', label: 'Terms & Conditions' } }),
  publicPage('/policies', { footer: { group: 'Legal', label: 'Privacy Policy' } }),
  publicPage('/cookies-policy', { footer: { group: 'Legal', label: 'Cookies Policy' } }),
  publicPage('/disclaimers', { footer: { group: 'Legal', label: 'Disclaimers' } }),
  publicPage('/disclosures', { footer: { group: 'Legal', label: 'Disclosures' } }),
  publicPage('/grievance-redressal', { footer: { group: 'Legal', label: 'Grievance redressal' } }),
  publicPage('/fees', { footer: { group: 'Legal', label: 'Fees and charges' } }),
  publicPage('/Disclaimer'),
  { path: '/unauthorized', area: 'public' },
  // Where a newsletter email's unsubscribe link lands (lib/server/services/newsletter.ts).
  { path: '/newsletter/unsubscribe', area: 'public' },

  { path: '/login', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/signup', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/Cp/signin', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/Cp/signup', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/login/forgot-password', area: 'sign-in' },
  { path: '/Cp/signin/forgot-password', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/admin/login', area: 'sign-in' },

  ...unlisted('investor', '/dashboard/profile', '/dashboard/privacy', '/dashboard/checkout'),
  inSidebar('investor', '/dashboard', 'Overview', 'overview', 'Your account at a glance.'),
  inSidebar('investor', '/dashboard/kyc', 'KYC', 'shield', 'Your PAN, demat and bank details, verified before you buy.'),
  inSidebar('investor', '/dashboard/UserPortfolio', 'Portfolio', 'portfolio', 'Shares you hold and what they are worth.'),
  inSidebar('investor', '/dashboard/UserWatchlist', 'Watch List', 'watchlist', 'Companies you are keeping an eye on.'),
  inSidebar('investor', '/dashboard/cart', 'Cart', 'cart', 'Shares you have chosen to buy.'),
  inSidebar('investor', '/dashboard/transactions', 'Transactions', 'transactions', 'Your orders and where each one stands.'),
  inSidebar('investor', '/dashboard/sell', 'Sell shares', 'sell', 'Request to sell shares you hold.'),
  inSidebar('investor', '/dashboard/reports', 'Reports', 'reports', 'Statements and research reports to download.'),
  inSidebar('investor', '/dashboard/UserSupport', 'Support', 'support', 'Get help from our team.'),
  inSidebar('investor', '/dashboard/articles', 'Articles', 'articles', 'News and analysis on private markets.'),
  inSidebar('investor', '/dashboard/UserKnowledgebase', 'Knowledge Base', 'knowledge', 'Guides to buying and selling unlisted shares.'),
  inSidebar('investor', '/dashboard/proposals', 'Proposals', 'inbox', 'Purchases your partner proposes.'),
  inSidebar('investor', '/dashboard/screens', 'Saved screens', 'reports', 'Screener queries you keep, with alerts.'),

  ...unlisted('partner', '/Cp/cp-profile', '/Cp/privacy'),
  inSidebar('partner', '/Cp/dashboard', 'Overview', 'overview', 'Your partner account at a glance.'),
  inSidebar('partner', '/Cp/sharelist', 'Share List', 'shares', 'Unlisted shares with partner prices.'),
  inSidebar('partner', '/Cp/clients', 'Clients', 'clients', 'Investors who joined with your code.'),
  inSidebar('partner', '/Cp/assets', 'Assets', 'assets', "Your clients' holdings."),
  inSidebar('partner', '/Cp/research_report', 'Reports', 'reports', 'Research reports to share with clients.'),
  inSidebar('partner', '/Cp/support', 'Support', 'support', 'Get help from our partner desk.'),
  inSidebar('partner', '/Cp/articles', 'Articles', 'articles', 'News and analysis on private markets.'),
  inSidebar('partner', '/Cp/knowledge', 'Knowledge Base', 'knowledge', 'Guides for channel partners.'),
  inSidebar('partner', '/Cp/proposals', 'Proposals', 'transactions', 'Purchases you propose to your clients.'),
  inSidebar('partner', '/Cp/commissions', 'Commissions', 'portfolio', 'What you earn, monthly statements and payouts.'),
  inSidebar('partner', '/Cp/screens', 'Saved screens', 'reports', 'Screener queries you keep, with alerts.'),

  // The operator console: never in the sitemap or the public menus (robots.txt disallows /admin).
  inSidebar('operator', '/admin', 'Desk', 'overview', 'The queues waiting for an operator.'),
  inSidebar('operator', '/admin/approvals', 'Approvals', 'shield', 'Changes waiting for a second person (four eyes).'),
  inSidebar('operator', '/admin/orders', 'Orders', 'transactions', 'Buy orders: payments, transfers and rejections.'),
  inSidebar('operator', '/admin/sell', 'Sales', 'sell', 'Sell requests to settle.'),
  inSidebar('operator', '/admin/kyc', 'KYC', 'shield', 'Submitted KYC to verify or reject.'),
  inSidebar('operator', '/admin/companies', 'Companies', 'shares', 'Prices, stock, minimum lot and status.'),
  inSidebar('operator', '/admin/prices/import', 'Import prices', 'reports', 'Many prices at once from a CSV file, with a preview.'),
  inSidebar('operator', '/admin/audit', 'Audit log', 'reports', 'Who changed what, and when.'),
  inSidebar('operator', '/admin/tickets', 'Support tickets', 'support', 'Customers’ questions, oldest first.'),
  inSidebar('operator', '/admin/knowledge', 'Knowledge base', 'knowledge', 'Help articles for investors and partners.'),
  inSidebar('operator', '/admin/articles', 'News', 'articles', 'Articles written, scheduled, published and moved.'),
  inSidebar('operator', '/admin/faqs', 'FAQs', 'knowledge', 'The questions on the FAQ page.'),
  inSidebar('operator', '/admin/glossary', 'Glossary', 'knowledge', 'The terms on the glossary page.'),
  inSidebar('operator', '/admin/webcasts', 'Webcasts', 'articles', 'Webcasts on the site: add, publish, unpublish.'),
  inSidebar('operator', '/admin/real-estate', 'Real estate', 'shares', 'Property listings: add, publish, unpublish.'),
  inSidebar('operator', '/admin/startups', 'Startups', 'shares', 'Startups on the site: add as a draft, publish, unpublish.'),
  inSidebar('operator', '/admin/contact', 'Contact inbox', 'support', 'Messages from the contact form, newest first.'),
  inSidebar('operator', '/admin/enquiries', 'Startup enquiries', 'support', 'Investors asking about a startup.'),
  inSidebar('operator', '/admin/careers', 'Applications', 'clients', 'Job applications with their résumés.'),
  inSidebar('operator', '/admin/newsletter', 'Newsletter', 'reports', 'Subscribers: export, unsubscribe.'),
  inSidebar('operator', '/admin/settings', 'Settings', 'knowledge', 'Platform fee and payment deadline.'),
  inSidebar('operator', '/admin/payouts', 'Payouts', 'portfolio', "Partners' commission to pay, less TDS."),
  inSidebar('operator', '/admin/payments/statements', 'Bank statements', 'reports', 'Credits matched to orders by UTR, confirmed in bulk.'),
  inSidebar('operator', '/admin/staff', 'Staff', 'clients', 'Who works the console, and with which roles.'),
  inSidebar('operator', '/admin/investors', 'Investors', 'clients', 'Find an investor: KYC, orders, holdings, sessions, notes.'),
  inSidebar('operator', '/admin/partners', 'Partners', 'clients', 'Channel partners: applicants to approve, clients, commissions.'),
  // The "new" pages of the lists above (linked from each list's heading).
  newPage('/admin/knowledge/new', 'New article'),
  newPage('/admin/articles/new', 'Write an article'),
  newPage('/admin/startups/new', 'Add a startup'),
  newPage('/admin/staff/new', 'Invite a person'),
  // The signed-in operator's own password, authenticator and sessions (linked from the console's header).
  { path: '/admin/account', area: 'operator' },
  // Where a page sends staff whose roles do not open it (lib/permissions.ts).
  { path: '/admin/forbidden', area: 'operator' },
];

/** A page's title as the table gives it: its sidebar label, or the title on its row. */
export function routeTitle(path: string): string | undefined {
  const route = ROUTES.find((one) => one.path === path);
  return route?.sidebar?.label ?? route?.title;
}

/** The paths code links to or redirects to by name. */
export const PATHS = {
  home: '/',
  investorSignIn: '/login',
  investorDashboard: '/dashboard',
  cart: '/dashboard/cart',
  partnerSignIn: '/Cp/signin',
  partnerSignUp: '/Cp/signup',
  partnerDashboard: '/Cp/dashboard',
  operatorSignIn: '/admin/login',
  operatorDesk: '/admin',
  operatorApprovals: '/admin/approvals',
  operatorAccount: '/admin/account',
} as const;

/** The console's page of a payment of several orders (a checkout's one transfer), by its "PB-P-…" reference. */
export const paymentPath = (reference: string) => `/admin/orders/payments/${reference}`;

/** The partner area's prefix (its pages are /Cp/...; lower-case /cp links are sent there). */
export const PARTNER_PREFIX = '/Cp';

export const routePaths = (keep: (route: SiteRoute) => boolean) => ROUTES.filter(keep).map((route) => route.path);

export const routesIn = (area: RouteArea) => routePaths((route) => route.area === area);

/** The public header's main navigation. */
export const headerLinks = ROUTES.flatMap((route) => (route.header ? [{ href: route.path, label: route.header }] : []));

/** One footer group's links, in table order. */
export const footerLinks = (group: FooterGroup) =>
  ROUTES.flatMap((route) => (route.footer?.group === group ? [{ href: route.path, label: route.footer.label }] : []));

export const sitemapPaths = routePaths((route) => route.sitemap === true);
