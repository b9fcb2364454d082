// Staff roles and what each may do in the console. A person may hold several roles; what they may do is
// the union. The database's check, the CLI's `--roles`, the API's 403 and the console's menu all read
// these lists, so they cannot disagree. Browser-safe (the console hides what the caller may not open).
import { labelled } from './status/labels';
import { z } from './zod';

export const STAFF_ROLES = ['admin', 'desk', 'kyc', 'prices', 'content', 'support', 'finance', 'auditor'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const staffRoleEnum = z.enum(STAFF_ROLES, { error: `Roles are a comma-separated list of: ${STAFF_ROLES.join(', ')}.` });

export const STAFF_ROLE_LABELS = labelled(STAFF_ROLES, {
  desk: 'Desk (orders, sales, transfers)',
  kyc: 'KYC review',
  prices: 'Prices and inventory',
  finance: 'Finance (payouts, reconciliation)',
  auditor: 'Auditor (read only)',
});

/** Why a one-time staff link was sent: to join, or to enrol a new authenticator after an admin reset it. */
export const STAFF_INVITATION_PURPOSES = ['invite', 'totp_reset'] as const;
export type StaffInvitationPurpose = (typeof STAFF_INVITATION_PURPOSES)[number];

/** What the staff list shows of each person. */
export const STAFF_STATUSES = ['invited', 'active', 'disabled'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];
export const STAFF_STATUS_LABELS = labelled(STAFF_STATUSES);

/** The parts of the console, each read and changed under its own permission. */
export const CONSOLE_AREAS = [
  'orders',
  'sales',
  'kyc',
  'companies',
  'content',
  'support',
  'payouts',
  // Bank statements matched to orders (reconciliation): confirming a match moves orders to payment received.
  'payments',
  'settings',
  'audit',
  'staff',
  'people',
] as const;
export type ConsoleArea = (typeof CONSOLE_AREAS)[number];
export type Permission = `${ConsoleArea}:read` | `${ConsoleArea}:write`;

const readWrite = (...areas: ConsoleArea[]): Permission[] => areas.flatMap((area) => [`${area}:read`, `${area}:write`] as Permission[]);
const readOnly = (...areas: ConsoleArea[]): Permission[] => areas.map((area) => `${area}:read` as Permission);

const GRANTS: Record<StaffRole, ReadonlySet<Permission>> = {
  admin: new Set(readWrite(...CONSOLE_AREAS)),
  // People (investors and partners): the desk, KYC, support and finance look people up; the desk (who talks
  // to them every day) and admins act on them: disable, sign out, move to a partner, approve a partner, notes.
  desk: new Set([...readWrite('orders', 'sales', 'people'), ...readOnly('companies', 'kyc')]),
  kyc: new Set([...readWrite('kyc'), ...readOnly('people')]),
  prices: new Set(readWrite('companies')),
  content: new Set(readWrite('content')),
  support: new Set([...readWrite('support'), ...readOnly('orders', 'sales', 'kyc', 'people')]),
  finance: new Set([...readWrite('payouts', 'payments'), ...readOnly('orders', 'sales', 'people')]),
  // Reads everything but the staff list's secrets; changes nothing.
  auditor: new Set(readOnly(...CONSOLE_AREAS)),
};

/** Whether someone holding roles may do what permission names. */
export function can(roles: readonly StaffRole[], permission: Permission): boolean {
  return roles.some((role) => GRANTS[role].has(permission));
}

/** The roles that grant permission (for messages: "Ask an admin or a KYC reviewer"). */
export function rolesGranting(permission: Permission): StaffRole[] {
  return STAFF_ROLES.filter((role) => GRANTS[role].has(permission));
}

/** What opening each console section needs (its loader asks the same; a test keeps the two in step). */
export const CONSOLE_PAGE_PERMISSIONS: Readonly<Record<string, Permission | 'staff'>> = {
  '/admin': 'staff',
  '/admin/account': 'staff',
  '/admin/forbidden': 'staff',
  '/admin/orders': 'orders:read',
  '/admin/sell': 'sales:read',
  '/admin/kyc': 'kyc:read',
  '/admin/companies': 'companies:read',
  '/admin/prices/import': 'companies:write',
  '/admin/audit': 'audit:read',
  '/admin/tickets': 'support:read',
  '/admin/knowledge': 'content:read',
  '/admin/knowledge/new': 'content:write',
  '/admin/articles': 'content:read',
  '/admin/articles/new': 'content:write',
  '/admin/faqs': 'content:read',
  '/admin/glossary': 'content:read',
  '/admin/webcasts': 'content:read',
  '/admin/real-estate': 'content:read',
  '/admin/startups': 'content:read',
  '/admin/startups/new': 'content:write',
  // Inboxes: the support desk answers messages and startup enquiries; job applications and the
  // newsletter's list are the content desk's (the careers page and the newsletter are theirs).
  '/admin/contact': 'support:read',
  '/admin/enquiries': 'support:read',
  '/admin/careers': 'content:read',
  '/admin/newsletter': 'content:read',
  '/admin/settings': 'settings:read',
  '/admin/payouts': 'payouts:read',
  '/admin/payments/statements': 'payments:read',
  '/admin/staff': 'staff:read',
  '/admin/staff/new': 'staff:write',
  '/admin/investors': 'people:read',
  '/admin/partners': 'people:read',
  // Anyone on the staff: the list holds the kinds of change their roles may decide.
  '/admin/approvals': 'staff',
};

/** Whether someone holding roles may open the console page at path (a section not in the table: admins only). */
export function mayOpen(roles: readonly StaffRole[], path: string): boolean {
  const permission = CONSOLE_PAGE_PERMISSIONS[path];
  if (permission === 'staff') return true;
  return permission ? can(roles, permission) : roles.includes('admin');
}

export const FORBIDDEN_MESSAGE = 'Your role does not allow this. Ask an admin if you need it.';

/** `--roles kyc,prices` (or `kyc, prices`) as roles; unknown or empty → an error naming the choices. */
export const staffRolesField = z
  .string()
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((role) => role.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(staffRoleEnum).min(1, 'Give at least one role.'));
