// Staff roles on the console's pages (issue 22): every console page asks its loader for the permission
// lib/permissions.ts names for it, staff without it land on /admin/forbidden (a 403), the sidebar shows
// exactly the pages a role opens, and the desk shows only the queues a role may read. The APIs' side of
// the matrix is in authorization.test.ts.
import { sql } from 'drizzle-orm';
import type { GetServerSideProps } from 'next';
import { beforeAll, describe, expect, it } from 'vitest';

import { TOKEN_COOKIE } from '@/lib/auth/token';
import { operatorNavFor } from '@/lib/navigation';
import { CONSOLE_PAGE_PERMISSIONS, mayOpen, STAFF_ROLES, type StaffRole } from '@/lib/permissions';
import { ROUTES } from '@/lib/routes';
import { getDb } from '@/lib/server/db/client';
import { getServerSideProps as deskPage } from '@/lib/server/loaders/admin/index';

import { loaderContext, sessionToken } from './http';
import { newOperator } from './orderFixtures';

const loaders = import.meta.glob<{ getServerSideProps: GetServerSideProps }>('../../lib/server/loaders/admin/**/*.ts');

/** The loader of the console page at path: lib/server/loaders/admin/<path>.ts or <path>/index.ts. */
async function loaderOf(path: string): Promise<GetServerSideProps> {
  const rest = path.replace(/^\/admin\/?/, '');
  const candidates = rest ? [`${rest}.ts`, `${rest}/index.ts`] : ['index.ts'];
  const file = candidates.map((name) => `../../lib/server/loaders/admin/${name}`).find((name) => name in loaders);
  if (!file) throw new Error(`No loader for ${path}`);
  return (await loaders[file]!()).getServerSideProps;
}

const staffCookie: Partial<Record<StaffRole, string>> = {};
beforeAll(async () => {
  for (const role of STAFF_ROLES)
    staffCookie[role] = `${TOKEN_COOKIE.operator}=${await sessionToken('operator', (await newOperator([role])).id)}`;
});

describe('console pages by role', () => {
  it('every console page with a place in the sidebar says what opening it needs', () => {
    const operatorPages = ROUTES.filter((route) => route.area === 'operator').map((route) => route.path);
    expect(operatorPages.filter((path) => !(path in CONSOLE_PAGE_PERMISSIONS))).toEqual([]);
  });

  it.each(Object.keys(CONSOLE_PAGE_PERMISSIONS))('%s opens for exactly the roles that hold its permission', async (path) => {
    const load = await loaderOf(path);
    for (const role of STAFF_ROLES) {
      const { ctx } = loaderContext(path, { cookie: staffCookie[role]! });
      const result = await load(ctx);
      const sentAway = 'redirect' in result && result.redirect.destination.startsWith('/admin/forbidden');
      expect(sentAway, `${role} on ${path}`).toBe(!mayOpen([role], path));
      if (sentAway)
        expect(result).toEqual({ redirect: { destination: `/admin/forbidden?from=${encodeURIComponent(path)}`, permanent: false } });
    }
  });

  it('the forbidden page answers 403 and names the page asked for, only when it is a console page', async () => {
    const load = await loaderOf('/admin/forbidden');
    const { ctx, res } = loaderContext('/admin/forbidden?from=%2Fadmin%2Fpayouts', { cookie: staffCookie.kyc! });
    expect(await load(ctx)).toMatchObject({ props: { from: '/admin/payouts', operator: { roles: ['kyc'] } } });
    expect(res.statusCode).toBe(403);
    const elsewhere = loaderContext('/admin/forbidden?from=https%3A%2F%2Fevil.example%2F', { cookie: staffCookie.kyc! });
    expect(await load(elsewhere.ctx)).toMatchObject({ props: { from: null } });
  });

  it('the sidebar lists the pages a role opens, and nothing else', () => {
    // KYC reviewers look investors and partners up (people:read) and decide KYC approvals; not content.
    expect(operatorNavFor(['kyc']).map((item) => item.href)).toEqual([
      '/admin',
      '/admin/approvals',
      '/admin/kyc',
      '/admin/investors',
      '/admin/partners',
    ]);
    expect(operatorNavFor(['content']).map((item) => item.href)).toEqual([
      '/admin',
      '/admin/knowledge',
      '/admin/articles',
      '/admin/faqs',
      '/admin/glossary',
      '/admin/webcasts',
      '/admin/real-estate',
      '/admin/startups',
      '/admin/careers',
      '/admin/newsletter',
    ]);
    expect(operatorNavFor(['finance']).map((item) => item.href)).toEqual([
      '/admin',
      '/admin/approvals',
      '/admin/orders',
      '/admin/sell',
      '/admin/payouts',
      '/admin/payments/statements',
      '/admin/investors',
      '/admin/partners',
    ]);
    const everything = operatorNavFor(['admin']).map((item) => item.href);
    // The auditor reads every section; a page that only changes things (importing prices) is not theirs.
    expect(operatorNavFor(['auditor']).map((item) => item.href)).toEqual(everything.filter((href) => href !== '/admin/prices/import'));
    expect(operatorNavFor(['kyc', 'prices']).map((item) => item.href)).toEqual([
      '/admin',
      '/admin/approvals',
      '/admin/kyc',
      '/admin/companies',
      '/admin/prices/import',
      '/admin/investors',
      '/admin/partners',
    ]);
  });

  it('the desk shows a role only the queues it may read', async () => {
    const queuesOf = async (role: StaffRole) => {
      const result = await deskPage(loaderContext('/admin', { cookie: staffCookie[role]! }).ctx);
      if (!('props' in result)) throw new Error('expected props');
      const props = result.props as { queues: Record<string, unknown>; items: Record<string, unknown> };
      expect(Object.keys(props.items)).toEqual(Object.keys(props.queues));
      return Object.keys(props.queues);
    };
    expect(await queuesOf('kyc')).toEqual(['kycToReview', 'approvalsWaiting']);
    expect(await queuesOf('content')).toEqual([]);
    expect(await queuesOf('finance')).toEqual([
      'paymentsToConfirm',
      'paymentsToCheck',
      'transfersToMake',
      'transfersToConfirm',
      'salesToSettle',
      // Finance decides commission payouts.
      'approvalsWaiting',
    ]);
    expect(await queuesOf('admin')).toHaveLength(8);
  });
});

describe('roles in the database', () => {
  it('refuses an unknown role and an empty list (the check follows STAFF_ROLES)', async () => {
    const db = await getDb();
    const { id } = await newOperator(['desk']);
    await expect(db.execute(sql`update operators set roles = '{desk,boss}' where id = ${id}`)).rejects.toThrow();
    await expect(db.execute(sql`update operators set roles = '{}' where id = ${id}`)).rejects.toThrow();
    await db.execute(sql`update operators set roles = '{desk,finance}' where id = ${id}`);
  });
});
