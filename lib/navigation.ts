// Sidebar items of the investor and channel-partner dashboards, read from the route table.
import type { IconName } from '@/lib/icons';
import { mayOpen, type StaffRole } from '@/lib/permissions';
import { PATHS, ROUTES, type RouteArea } from '@/lib/routes';
import { approvalKindsFor } from '@/lib/status/approvals';

export interface NavItem {
  href: string;
  label: string;
  icon: IconName;
  /** One line for the overview's quick-link cards. */
  description: string;
  /** How many items wait there (shown beside the label when above 0). */
  count?: number;
}

export const HOME_HREF = PATHS.home;

const BACK_HOME: NavItem = { href: HOME_HREF, label: 'Back to Home', icon: 'home', description: 'Return to the public site.' };

/** The area's sidebar rows in table order, then the way back to the public site. */
function sidebarFor(area: RouteArea): readonly NavItem[] {
  const items = ROUTES.flatMap((route) => (route.area === area && route.sidebar ? [{ href: route.path, ...route.sidebar }] : []));
  return [...items, BACK_HOME];
}

export const investorNav = sidebarFor('investor');

export const partnerNav = sidebarFor('partner');

/** The operator console's sections (no way back to the public site: operators work here). */
export const operatorNav: readonly NavItem[] = ROUTES.flatMap((route) =>
  route.area === 'operator' && route.sidebar ? [{ href: route.path, ...route.sidebar }] : [],
);

/** The console's sections that someone holding roles may open. */
export const operatorNavFor = (roles: readonly StaffRole[]): NavItem[] =>
  operatorNav.filter(
    // Approvals opens for anyone on the staff, but is listed only for those who see some kind of change in it.
    (item) => mayOpen(roles, item.href) && (item.href !== PATHS.operatorApprovals || approvalKindsFor(roles).length > 0),
  );

// The overview items are prefixes of every other dashboard path, so they (and home) match exactly.
const EXACT_MATCH = new Set<string>([PATHS.investorDashboard, PATHS.partnerDashboard, PATHS.operatorDesk, HOME_HREF]);

/** Whether the sidebar item with this href is the current page. */
export function isActiveNav(itemHref: string, pathname: string): boolean {
  if (EXACT_MATCH.has(itemHref)) return pathname === itemHref;
  return pathname === itemHref || pathname.startsWith(`${itemHref}/`);
}

/** A dashboard's sections: every item but the overview and the way home (for quick-link cards). */
export function sectionItems(nav: readonly NavItem[]): NavItem[] {
  return nav.filter((item) => !EXACT_MATCH.has(item.href));
}
