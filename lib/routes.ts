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
}

// Rows are in menu order: each menu lists its rows in the order they appear here.
export const ROUTES: readonly SiteRoute[] = [
  { path: '/', area: 'public', sitemap: true },
  {
    path: '/indian-stocks',
    area: 'public',
    sitemap: true,
    header: 'Company Records',
    footer: { group: 'Explore', label: 'Company Records' },
  },
  { path: '/articles', area: 'public', sitemap: true, header: 'News', footer: { group: 'Explore', label: 'News' } },
  { path: '/Startups', area: 'public', sitemap: true, header: 'Startups', footer: { group: 'Explore', label: 'Startups' } },
  { path: '/screener', area: 'public', sitemap: true, header: 'Screener', footer: { group: 'Explore', label: 'Screener' } },
  {
    path: '/Global-Real-Estate',
    area: 'public',
    sitemap: true,
    header: 'Real Estate',
    footer: { group: 'Explore', label: 'Global Real Estate' },
  },
  { path: '/Webcast', area: 'public', sitemap: true, header: 'Webcasts', footer: { group: 'Explore', label: 'Webcasts' } },
  { path: '/about', area: 'public', sitemap: true, header: 'About', footer: { group: 'Company', label: 'Our Journey' } },
  { path: '/in-the-news', area: 'public', sitemap: true, footer: { group: 'Company', label: 'In the news' } },
  { path: '/career', area: 'public', sitemap: true, footer: { group: 'Company', label: 'Careers' } },
  { path: '/contact-us', area: 'public', sitemap: true, header: 'Contact', footer: { group: 'Company', label: 'Contact' } },
  { path: '/Faq', area: 'public', sitemap: true, header: 'FAQ', footer: { group: 'Company', label: 'FAQs' } },
  { path: '/glossary', area: 'public', sitemap: true, header: 'Glossary', footer: { group: 'Company', label: 'Glossary' } },
  { path: '/articles/Real-Estate', area: 'public', sitemap: true },
  { path: '/terms-conditions', area: 'public', sitemap: true, footer: { group: 'Legal', label: 'Terms & Conditions' } },
  { path: '/policies', area: 'public', sitemap: true, footer: { group: 'Legal', label: 'Privacy Policy' } },
  { path: '/cookies-policy', area: 'public', sitemap: true, footer: { group: 'Legal', label: 'Cookies Policy' } },
  { path: '/disclaimers', area: 'public', sitemap: true, footer: { group: 'Legal', label: 'Disclaimers' } },
  { path: '/disclosures', area: 'public', sitemap: true, footer: { group: 'Legal', label: 'Disclosures' } },
  { path: '/Disclaimer', area: 'public', sitemap: true },
  { path: '/unauthorized', area: 'public' },

  { path: '/login', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/signup', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/Cp/signin', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/Cp/signup', area: 'sign-in', leaveWhenSignedIn: true },
  { path: '/login/forgot-password', area: 'sign-in' },
  { path: '/Cp/signin/forgot-password', area: 'sign-in', leaveWhenSignedIn: true },

  {
    path: '/dashboard',
    area: 'investor',
    sidebar: { label: 'Overview', icon: 'overview', description: 'Your account at a glance.' },
  },
  {
    path: '/dashboard/kyc',
    area: 'investor',
    sidebar: { label: 'KYC', icon: 'shield', description: 'Your PAN, demat and bank details, verified before you buy.' },
  },
  {
    path: '/dashboard/UserPortfolio',
    area: 'investor',
    sidebar: { label: 'Portfolio', icon: 'portfolio', description: 'Shares you hold and what they are worth.' },
  },
  {
    path: '/dashboard/UserWatchlist',
    area: 'investor',
    sidebar: { label: 'Watch List', icon: 'watchlist', description: 'Companies you are keeping an eye on.' },
  },
  {
    path: '/dashboard/cart',
    area: 'investor',
    sidebar: { label: 'Cart', icon: 'cart', description: 'Shares you have chosen to buy.' },
  },
  {
    path: '/dashboard/transactions',
    area: 'investor',
    sidebar: { label: 'Transactions', icon: 'transactions', description: 'Your orders and where each one stands.' },
  },
  {
    path: '/dashboard/sell',
    area: 'investor',
    sidebar: { label: 'Liquidate your stock', icon: 'sell', description: 'Request to sell shares you hold.' },
  },
  {
    path: '/dashboard/reports',
    area: 'investor',
    sidebar: { label: 'Reports', icon: 'reports', description: 'Statements and research reports to download.' },
  },
  {
    path: '/dashboard/UserSupport',
    area: 'investor',
    sidebar: { label: 'Support', icon: 'support', description: 'Get help from our team.' },
  },
  {
    path: '/dashboard/articles',
    area: 'investor',
    sidebar: { label: 'Articles', icon: 'articles', description: 'News and analysis on private markets.' },
  },
  {
    path: '/dashboard/UserKnowledgebase',
    area: 'investor',
    sidebar: { label: 'Knowledge Base', icon: 'knowledge', description: 'Guides to buying and selling unlisted shares.' },
  },
  { path: '/dashboard/profile', area: 'investor' },
  { path: '/dashboard/checkout', area: 'investor' },
  {
    path: '/dashboard/proposals',
    area: 'investor',
    sidebar: { label: 'Proposals', icon: 'inbox', description: 'Purchases your partner proposes.' },
  },

  {
    path: '/Cp/dashboard',
    area: 'partner',
    sidebar: { label: 'Overview', icon: 'overview', description: 'Your partner account at a glance.' },
  },
  {
    path: '/Cp/sharelist',
    area: 'partner',
    sidebar: { label: 'Share List', icon: 'shares', description: 'Unlisted shares with partner prices.' },
  },
  {
    path: '/Cp/clients',
    area: 'partner',
    sidebar: { label: 'Clients', icon: 'clients', description: 'Investors who joined with your code.' },
  },
  { path: '/Cp/assets', area: 'partner', sidebar: { label: 'Assets', icon: 'assets', description: "Your clients' holdings." } },
  {
    path: '/Cp/research_report',
    area: 'partner',
    sidebar: { label: 'Reports', icon: 'reports', description: 'Research reports to share with clients.' },
  },
  { path: '/Cp/support', area: 'partner', sidebar: { label: 'Support', icon: 'support', description: 'Get help from our partner desk.' } },
  {
    path: '/Cp/articles',
    area: 'partner',
    sidebar: { label: 'Articles', icon: 'articles', description: 'News and analysis on private markets.' },
  },
  {
    path: '/Cp/knowledge',
    area: 'partner',
    sidebar: { label: 'Knowledge Base', icon: 'knowledge', description: 'Guides for channel partners.' },
  },
  { path: '/Cp/cp-profile', area: 'partner' },
  {
    path: '/Cp/proposals',
    area: 'partner',
    sidebar: { label: 'Proposals', icon: 'transactions', description: 'Purchases you propose to your clients.' },
  },
  {
    path: '/Cp/commissions',
    area: 'partner',
    sidebar: { label: 'Commissions', icon: 'portfolio', description: 'What you earn, monthly statements and payouts.' },
  },

  // The operator console: never in the sitemap or the public menus (robots.txt disallows /admin).
  { path: '/admin/login', area: 'sign-in' },
  { path: '/admin', area: 'operator', sidebar: { label: 'Desk', icon: 'overview', description: 'The queues waiting for an operator.' } },
  {
    path: '/admin/orders',
    area: 'operator',
    sidebar: { label: 'Orders', icon: 'transactions', description: 'Buy orders: payments, transfers and rejections.' },
  },
  { path: '/admin/sell', area: 'operator', sidebar: { label: 'Sales', icon: 'sell', description: 'Sell requests to settle.' } },
  { path: '/admin/kyc', area: 'operator', sidebar: { label: 'KYC', icon: 'shield', description: 'Submitted KYC to verify or reject.' } },
  {
    path: '/admin/companies',
    area: 'operator',
    sidebar: { label: 'Companies', icon: 'shares', description: 'Prices, stock, minimum lot and status.' },
  },
  { path: '/admin/audit', area: 'operator', sidebar: { label: 'Audit log', icon: 'reports', description: 'Who changed what, and when.' } },
  {
    path: '/admin/tickets',
    area: 'operator',
    sidebar: { label: 'Support tickets', icon: 'support', description: 'Customers’ questions, oldest first.' },
  },
  {
    path: '/admin/knowledge',
    area: 'operator',
    sidebar: { label: 'Knowledge base', icon: 'knowledge', description: 'Help articles for investors and partners.' },
  },
  { path: '/admin/knowledge/new', area: 'operator' },
  // The signed-in operator's own password, authenticator and sessions (linked from the console's header).
  { path: '/admin/account', area: 'operator' },
  // Where a page sends staff whose roles do not open it (lib/permissions.ts).
  { path: '/admin/forbidden', area: 'operator' },
  {
    path: '/admin/articles',
    area: 'operator',
    sidebar: { label: 'News', icon: 'articles', description: 'Corrections to published articles.' },
  },
  {
    path: '/admin/settings',
    area: 'operator',
    sidebar: { label: 'Settings', icon: 'knowledge', description: 'Platform fee and payment deadline.' },
  },
  {
    path: '/admin/payouts',
    area: 'operator',
    sidebar: { label: 'Payouts', icon: 'portfolio', description: "Partners' commission to pay, less TDS." },
  },
  {
    path: '/admin/staff',
    area: 'operator',
    sidebar: { label: 'Staff', icon: 'clients', description: 'Who works the console, and with which roles.' },
  },
  { path: '/admin/staff/new', area: 'operator' },
];

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
  operatorAccount: '/admin/account',
} as const;

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
