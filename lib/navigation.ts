// Sidebar items of the investor and channel-partner dashboards (the specification's routes).
import type { IconName } from '@/components/dashboard/Icon';

export interface NavItem {
  href: string;
  label: string;
  icon: IconName;
  /** One line for the overview's quick-link cards. */
  description: string;
}

export const HOME_HREF = '/';

export const investorNav: readonly NavItem[] = [
  { href: '/dashboard', label: 'Overview', icon: 'overview', description: 'Your account at a glance.' },
  { href: '/dashboard/kyc', label: 'KYC', icon: 'shield', description: 'Your PAN, demat and bank details, verified before you buy.' },
  { href: '/dashboard/UserPortfolio', label: 'Portfolio', icon: 'portfolio', description: 'Shares you hold and what they are worth.' },
  { href: '/dashboard/UserWatchlist', label: 'Watch List', icon: 'watchlist', description: 'Companies you are keeping an eye on.' },
  { href: '/dashboard/cart', label: 'Cart', icon: 'cart', description: 'Shares you have chosen to buy.' },
  { href: '/dashboard/transactions', label: 'Transactions', icon: 'transactions', description: 'Your orders and where each one stands.' },
  { href: '/dashboard/sell', label: 'Liquidate your stock', icon: 'sell', description: 'Request to sell shares you hold.' },
  { href: '/dashboard/reports', label: 'Reports', icon: 'reports', description: 'Statements and research reports to download.' },
  { href: '/dashboard/UserSupport', label: 'Support', icon: 'support', description: 'Get help from our team.' },
  { href: '/dashboard/articles', label: 'Articles', icon: 'articles', description: 'News and analysis on private markets.' },
  { href: '/dashboard/UserKnowledgebase', label: 'Knowledge Base', icon: 'knowledge', description: 'Guides to buying and selling unlisted shares.' },
  { href: HOME_HREF, label: 'Back to Home', icon: 'home', description: 'Return to the public site.' },
];

export const partnerNav: readonly NavItem[] = [
  { href: '/Cp/dashboard', label: 'Overview', icon: 'overview', description: 'Your partner account at a glance.' },
  { href: '/Cp/sharelist', label: 'Share List', icon: 'shares', description: 'Unlisted shares with partner prices.' },
  { href: '/Cp/clients', label: 'Clients', icon: 'clients', description: 'Investors who joined with your code.' },
  { href: '/Cp/assets', label: 'Assets', icon: 'assets', description: "Your clients' holdings." },
  { href: '/Cp/research_report', label: 'Reports', icon: 'reports', description: 'Research reports to share with clients.' },
  { href: '/Cp/support', label: 'Support', icon: 'support', description: 'Get help from our partner desk.' },
  { href: '/Cp/articles', label: 'Articles', icon: 'articles', description: 'News and analysis on private markets.' },
  { href: '/Cp/knowledge', label: 'Knowledge Base', icon: 'knowledge', description: 'Guides for channel partners.' },
  { href: HOME_HREF, label: 'Back to Home', icon: 'home', description: 'Return to the public site.' },
];

// The overview items are prefixes of every other dashboard path, so they (and home) match exactly.
const EXACT_MATCH = new Set(['/dashboard', '/Cp/dashboard', HOME_HREF]);

/** Whether the sidebar item with this href is the current page. */
export function isActiveNav(itemHref: string, pathname: string): boolean {
  if (EXACT_MATCH.has(itemHref)) return pathname === itemHref;
  return pathname === itemHref || pathname.startsWith(`${itemHref}/`);
}

/** A dashboard's sections: every item but the overview and the way home (for quick-link cards). */
export function sectionItems(nav: readonly NavItem[]): NavItem[] {
  return nav.filter((item) => !EXACT_MATCH.has(item.href));
}
