// Who may call what: every API under the signed-in areas, called as anonymous, an investor, another
// investor, a partner, another partner and a visitor holding both tokens. The table below must name
// every route file (the test walks the folders), so a new API cannot be forgotten: add one line.
//
// Both tokens: an API serves one role and decides by that role's token only (its cookie, or the
// bearer token when it carries that role). A visitor holding both cookies is therefore served as
// the investor by investor APIs and as the partner by partner APIs, each with its own account;
// pages refuse such a visitor altogether (middleware sends them to /unauthorized; e2e tests it).
import fs from 'node:fs';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import type { NextApiHandler } from 'next';
import { testApiHandler } from 'next-test-api-route-handler';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { can, FORBIDDEN_MESSAGE, STAFF_ROLES, type Permission, type StaffRole } from '@/lib/permissions';
import { getDb } from '@/lib/server/db/client';
import { companies, users } from '@/lib/server/db/schema';
import { MemoryRateStore, useRateStore } from '@/lib/server/rateLimit';
import { notify } from '@/lib/server/services/notifications';
import { listPartnerClients } from '@/lib/server/services/profile';

import { buildInvestor, buildPartner, createInvestor, createPartner } from './factories';
import { bearer, call, cookieFor } from './http';
import { newOperator } from './orderFixtures';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Access =
  | {
      role: 'user' | 'partner';
      methods: Method[];
      query?: Record<string, string>;
      /** It ends the caller's sessions: each call gets sessions of its own, so the shared ones live on. */
      endsSessions?: true;
    }
  | {
      role: 'operator';
      methods: Method[];
      /** What each method needs of the staff member's roles (lib/permissions.ts); 'staff': anyone on the staff. */
      needs: Partial<Record<Method, Permission | 'staff'>>;
      query?: Record<string, string>;
      /** It ends the caller's sessions: each call gets sessions of its own, so the shared ones live on. */
      endsSessions?: true;
    }
  | { role: 'public'; why: string };

const AREAS = ['user', 'cp', 'image', 'admin'];

// One line per route file under pages/api/v1/{user,cp,image,admin}.
const ROUTES: Record<string, Access> = {
  'user/auth/login': { role: 'public', why: 'signs in' },
  'user/auth/register': { role: 'public', why: 'opens an account' },
  'user/auth/google': { role: 'public', why: 'finishes Google sign-in (checks the next-auth session itself)' },
  'user/checkOut/add': { role: 'user', methods: ['POST'] },
  'user/checkOut/getDetails': { role: 'user', methods: ['GET'] },
  'user/checkOut/remove': { role: 'user', methods: ['POST'] },
  'user/checkOut/place': { role: 'user', methods: ['POST'] },
  'user/dashBoard/overview/userDetail': { role: 'user', methods: ['GET'] },
  'user/kyc/index': { role: 'user', methods: ['GET', 'POST'] },
  'user/risk-acknowledgement': { role: 'user', methods: ['GET', 'POST'] },
  'user/kyc/documents/index': { role: 'user', methods: ['POST'] },
  'user/kyc/documents/[id]': { role: 'user', methods: ['GET'], query: { id: '999999999' } },
  'user/orders/index': { role: 'user', methods: ['GET', 'POST'] },
  'user/orders/[id]/index': { role: 'user', methods: ['GET'], query: { id: '1' } },
  'user/orders/[id]/cancel': { role: 'user', methods: ['POST'], query: { id: '1' } },
  'user/orders/[id]/payment': { role: 'user', methods: ['POST'], query: { id: '1' } },
  'user/portfolio/index': { role: 'user', methods: ['GET'] },
  'user/portfolio/external/index': { role: 'user', methods: ['GET', 'POST'] },
  'user/portfolio/external/[id]': { role: 'user', methods: ['PATCH', 'DELETE'], query: { id: '1' } },
  'user/portfolio/external/import': { role: 'user', methods: ['POST'] },
  'user/reports/[kind]': { role: 'user', methods: ['GET'], query: { kind: 'contract-note', format: 'pdf' } },
  'user/sell/index': { role: 'user', methods: ['GET', 'POST'] },
  'user/sell/[id]/index': { role: 'user', methods: ['GET'], query: { id: '1' } },
  'user/sell/[id]/cancel': { role: 'user', methods: ['POST'], query: { id: '1' } },
  'user/sell/[id]/transfer-reference': { role: 'user', methods: ['POST'], query: { id: '1' } },
  'user/transactions/export': { role: 'user', methods: ['GET'] },
  'user/profile/index': { role: 'user', methods: ['GET', 'PATCH'] },
  'user/profile/password': { role: 'user', methods: ['POST'] },
  'user/profile/sessions/index': { role: 'user', methods: ['GET'] },
  'user/profile/sessions/[id]': { role: 'user', methods: ['DELETE'], query: { id: '999999999' } },
  'user/profile/sessions/sign-out-everywhere': { role: 'user', methods: ['POST'], endsSessions: true },
  'user/profile/contact/send': { role: 'user', methods: ['POST'] },
  'user/profile/contact/confirm': { role: 'user', methods: ['POST'] },
  'user/profile/verify/send': { role: 'user', methods: ['POST'] },
  'user/profile/verify/confirm': { role: 'user', methods: ['POST'] },
  'user/watchlist/add': { role: 'user', methods: ['POST'] },
  'user/watchlist/list': { role: 'user', methods: ['GET'] },
  'user/watchlist/remove': { role: 'user', methods: ['POST'] },
  'user/watchlist/alerts/index': { role: 'user', methods: ['GET', 'POST'] },
  'user/watchlist/alerts/[id]': { role: 'user', methods: ['DELETE'], query: { id: '1' } },
  'user/notifications/index': { role: 'user', methods: ['GET'] },
  'user/privacy/consents': { role: 'user', methods: ['GET', 'PUT'] },
  'user/privacy/acceptance': { role: 'user', methods: ['POST'] },
  'user/screens/index': { role: 'user', methods: ['GET', 'POST'] },
  'user/screens/[id]': { role: 'user', methods: ['GET', 'PATCH', 'DELETE'] },
  'user/privacy/nominee': { role: 'user', methods: ['GET', 'PUT', 'DELETE'] },
  'user/privacy/correction': { role: 'user', methods: ['POST'] },
  'user/notifications/read-all': { role: 'user', methods: ['POST'] },
  'user/notifications/[id]/read': { role: 'user', methods: ['POST'], query: { id: '1' } },
  'user/notifications/[id]/archive': { role: 'user', methods: ['POST'], query: { id: '1' } },
  'cp/reports/client-holdings': { role: 'partner', methods: ['GET'], query: { date: 'not-a-date' } },
  'cp/auth/login': { role: 'public', why: 'signs in' },
  'cp/auth/register': { role: 'public', why: 'opens an account' },
  'cp/profile/get': { role: 'partner', methods: ['GET'] },
  'cp/assets/index': { role: 'partner', methods: ['GET'] },
  'cp/clients/[code]': { role: 'partner', methods: ['GET'], query: { code: 'NOSUCHCODE' } },
  'cp/profile/index': { role: 'partner', methods: ['GET', 'PATCH'] },
  'cp/profile/password': { role: 'partner', methods: ['POST'] },
  'cp/profile/sessions/index': { role: 'partner', methods: ['GET'] },
  'cp/profile/sessions/[id]': { role: 'partner', methods: ['DELETE'], query: { id: '999999999' } },
  'cp/profile/sessions/sign-out-everywhere': { role: 'partner', methods: ['POST'], endsSessions: true },
  'cp/profile/contact/send': { role: 'partner', methods: ['POST'] },
  'cp/profile/contact/confirm': { role: 'partner', methods: ['POST'] },
  'cp/profile/verify/send': { role: 'partner', methods: ['POST'] },
  'cp/profile/verify/confirm': { role: 'partner', methods: ['POST'] },
  'cp/profile/bank/index': { role: 'partner', methods: ['GET', 'PUT'] },
  'cp/profile/bank/code': { role: 'partner', methods: ['POST'] },
  'cp/reports/tds': { role: 'partner', methods: ['GET'], query: { fy: 'junk' } },
  'cp/notifications/index': { role: 'partner', methods: ['GET'] },
  'cp/privacy/consents': { role: 'partner', methods: ['GET', 'PUT'] },
  'cp/privacy/acceptance': { role: 'partner', methods: ['POST'] },
  'cp/screens/index': { role: 'partner', methods: ['GET', 'POST'] },
  'cp/screens/[id]': { role: 'partner', methods: ['GET', 'PATCH', 'DELETE'] },
  'cp/privacy/nominee': { role: 'partner', methods: ['GET', 'PUT', 'DELETE'] },
  'cp/notifications/read-all': { role: 'partner', methods: ['POST'] },
  'cp/notifications/[id]/read': { role: 'partner', methods: ['POST'], query: { id: '1' } },
  'cp/notifications/[id]/archive': { role: 'partner', methods: ['POST'], query: { id: '1' } },
  'image/user/profile': { role: 'user', methods: ['POST', 'DELETE'] },
  'image/cp/profile': { role: 'partner', methods: ['POST', 'DELETE'] },
  'image/files/[key]': { role: 'public', why: 'serves profile pictures by unguessable key' },
  'admin/getCompanyList': { role: 'public', why: 'the public company search (kept where it was)' },
  'admin/auth/login': { role: 'public', why: 'operator sign-in (password and authenticator code)' },
  'admin/auth/logout': { role: 'public', why: 'ends the session its token names, if any, and clears the cookie' },
  'admin/auth/me': { role: 'operator', methods: ['GET'], needs: { GET: 'staff' } },
  'admin/auth/password': { role: 'operator', methods: ['POST'], needs: { POST: 'staff' } },
  'admin/auth/totp/index': { role: 'operator', methods: ['POST'], needs: { POST: 'staff' } },
  'admin/auth/totp/confirm': { role: 'operator', methods: ['POST'], needs: { POST: 'staff' } },
  'admin/auth/sessions/index': { role: 'operator', methods: ['GET'], needs: { GET: 'staff' } },
  'admin/auth/sessions/[id]': { role: 'operator', methods: ['DELETE'], needs: { DELETE: 'staff' }, query: { id: '999999999' } },
  'admin/auth/sessions/sign-out-everywhere': { role: 'operator', methods: ['POST'], needs: { POST: 'staff' }, endsSessions: true },
  'admin/audit': { role: 'operator', methods: ['GET'], needs: { GET: 'audit:read' } },
  'admin/queues': { role: 'operator', methods: ['GET'], needs: { GET: 'staff' } },
  'admin/settings': { role: 'operator', methods: ['GET', 'PATCH'], needs: { GET: 'settings:read', PATCH: 'settings:write' } },
  'admin/grievance-officers': { role: 'operator', methods: ['GET', 'PUT'], needs: { GET: 'settings:read', PUT: 'settings:write' } },
  'admin/holidays/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'settings:read', POST: 'settings:write' } },
  'admin/holidays/[day]': { role: 'operator', methods: ['DELETE'], needs: { DELETE: 'settings:write' }, query: { day: '2099-01-01' } },
  'admin/orders/index': { role: 'operator', methods: ['GET'], needs: { GET: 'orders:read' } },
  'admin/orders/[id]/index': { role: 'operator', methods: ['GET'], needs: { GET: 'orders:read' }, query: { id: '1' } },
  'admin/orders/[id]/transition': { role: 'operator', methods: ['POST'], needs: { POST: 'orders:write' }, query: { id: '1' } },
  'admin/orders/payments/[reference]/index': {
    role: 'operator',
    methods: ['GET'],
    needs: { GET: 'orders:read' },
    query: { reference: 'PB-P-NOSUCHPY' },
  },
  'admin/orders/payments/[reference]/confirm': {
    role: 'operator',
    methods: ['POST'],
    needs: { POST: 'orders:write' },
    query: { reference: 'PB-P-NOSUCHPY' },
  },
  'admin/sell/index': { role: 'operator', methods: ['GET'], needs: { GET: 'sales:read' } },
  'admin/sell/[id]/index': { role: 'operator', methods: ['GET'], needs: { GET: 'sales:read' }, query: { id: '1' } },
  'admin/sell/[id]/transition': { role: 'operator', methods: ['POST'], needs: { POST: 'sales:write' }, query: { id: '1' } },
  'admin/kyc/index': { role: 'operator', methods: ['GET'], needs: { GET: 'kyc:read' } },
  'admin/kyc/documents/[id]': { role: 'operator', methods: ['GET'], needs: { GET: 'kyc:read' }, query: { id: '999999999' } },
  'admin/kyc/[userUniqueCode]': {
    role: 'operator',
    methods: ['POST'],
    needs: { POST: 'kyc:write' },
    query: { userUniqueCode: 'NOSUCH01' },
  },
  'admin/companies/index': { role: 'operator', methods: ['GET'], needs: { GET: 'companies:read' } },
  'admin/companies/[slug]': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'companies:read', PATCH: 'companies:write' },
    query: { slug: 'no-such-company' },
  },
  'admin/companies/[slug]/ipo-milestones': {
    role: 'operator',
    methods: ['POST'],
    needs: { POST: 'companies:write' },
    query: { slug: 'no-such-company' },
  },
  'cp/sharelist/index': { role: 'partner', methods: ['GET'] },
  'cp/knowledge/index': { role: 'partner', methods: ['GET'] },
  'cp/knowledge/[slug]': { role: 'partner', methods: ['GET'], query: { slug: 'no-such-article' } },
  'user/knowledge/index': { role: 'user', methods: ['GET'] },
  'user/knowledge/[slug]': { role: 'user', methods: ['GET'], query: { slug: 'no-such-article' } },
  'user/privacy/export/index': { role: 'user', methods: ['GET', 'POST'] },
  'user/privacy/export/[id]/index': { role: 'user', methods: ['GET'], query: { id: '999999' } },
  'user/privacy/export/[id]/download': { role: 'user', methods: ['GET'], query: { id: '999999' } },
  'user/privacy/erasure/index': { role: 'user', methods: ['POST'], endsSessions: true },
  'user/privacy/erasure/code': { role: 'user', methods: ['POST'] },
  'cp/privacy/export/index': { role: 'partner', methods: ['GET', 'POST'] },
  'cp/privacy/export/[id]/index': { role: 'partner', methods: ['GET'], query: { id: '999999' } },
  'cp/privacy/export/[id]/download': { role: 'partner', methods: ['GET'], query: { id: '999999' } },
  'cp/privacy/erasure/index': { role: 'partner', methods: ['POST'], endsSessions: true },
  'cp/privacy/erasure/code': { role: 'partner', methods: ['POST'] },
  'user/support/tickets/index': { role: 'user', methods: ['GET', 'POST'] },
  'user/support/tickets/[id]/index': { role: 'user', methods: ['GET'], query: { id: '999999' } },
  'user/support/tickets/[id]/messages': { role: 'user', methods: ['POST'], query: { id: '999999' } },
  'user/support/tickets/[id]/close': { role: 'user', methods: ['POST'], query: { id: '999999' } },
  'user/support/tickets/[id]/attachments/[messageId]': { role: 'user', methods: ['GET'], query: { id: '999999', messageId: '1' } },
  'cp/support/tickets/index': { role: 'partner', methods: ['GET', 'POST'] },
  'cp/support/tickets/[id]/index': { role: 'partner', methods: ['GET'], query: { id: '999999' } },
  'cp/support/tickets/[id]/messages': { role: 'partner', methods: ['POST'], query: { id: '999999' } },
  'cp/support/tickets/[id]/close': { role: 'partner', methods: ['POST'], query: { id: '999999' } },
  'cp/support/tickets/[id]/attachments/[messageId]': { role: 'partner', methods: ['GET'], query: { id: '999999', messageId: '1' } },
  'admin/tickets/index': { role: 'operator', methods: ['GET'], needs: { GET: 'support:read' } },
  'admin/tickets/[id]/index': { role: 'operator', methods: ['GET'], needs: { GET: 'support:read' }, query: { id: '999999' } },
  'admin/tickets/[id]/messages': { role: 'operator', methods: ['POST'], needs: { POST: 'support:write' }, query: { id: '999999' } },
  'admin/tickets/[id]/assign': { role: 'operator', methods: ['POST'], needs: { POST: 'support:write' }, query: { id: '999999' } },
  'admin/tickets/[id]/resolve': { role: 'operator', methods: ['POST'], needs: { POST: 'support:write' }, query: { id: '999999' } },
  'admin/tickets/[id]/escalate': { role: 'operator', methods: ['POST'], needs: { POST: 'support:write' }, query: { id: '999999' } },
  'admin/tickets/[id]/attachments/[messageId]': {
    role: 'operator',
    methods: ['GET'],
    needs: { GET: 'support:read' },
    query: { id: '999999', messageId: '1' },
  },
  'admin/knowledge/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'content:read', POST: 'content:write' } },
  'admin/knowledge/[id]': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'content:read', PATCH: 'content:write' },
    query: { id: '999999' },
  },
  'admin/knowledge/preview': { role: 'operator', methods: ['POST'], needs: { POST: 'content:write' } },
  'admin/articles/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'content:read', POST: 'content:write' } },
  'admin/articles/[id]/index': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'content:read', PATCH: 'content:write' },
    query: { id: '999999' },
  },
  'admin/articles/[id]/publish': { role: 'operator', methods: ['POST'], needs: { POST: 'content:write' }, query: { id: '999999' } },
  'admin/articles/[id]/unpublish': { role: 'operator', methods: ['POST'], needs: { POST: 'content:write' }, query: { id: '999999' } },
  'admin/faqs/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'content:read', POST: 'content:write' } },
  'admin/faqs/[id]': {
    role: 'operator',
    methods: ['PATCH', 'DELETE'],
    needs: { PATCH: 'content:write', DELETE: 'content:write' },
    query: { id: '999999' },
  },
  'admin/faqs/[id]/move': { role: 'operator', methods: ['POST'], needs: { POST: 'content:write' }, query: { id: '999999' } },
  'admin/glossary/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'content:read', POST: 'content:write' } },
  'admin/glossary/[id]': {
    role: 'operator',
    methods: ['PATCH', 'DELETE'],
    needs: { PATCH: 'content:write', DELETE: 'content:write' },
    query: { id: '999999' },
  },
  'admin/webcasts/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'content:read', POST: 'content:write' } },
  'admin/webcasts/[id]': {
    role: 'operator',
    methods: ['PATCH', 'DELETE'],
    needs: { PATCH: 'content:write', DELETE: 'content:write' },
    query: { id: '999999' },
  },
  'admin/real-estate/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'content:read', POST: 'content:write' } },
  'admin/real-estate/[id]': {
    role: 'operator',
    methods: ['PATCH', 'DELETE'],
    needs: { PATCH: 'content:write', DELETE: 'content:write' },
    query: { id: '999999' },
  },
  'admin/startups/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'content:read', POST: 'content:write' } },
  'admin/startups/[slug]/index': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'content:read', PATCH: 'content:write' },
    query: { slug: 'no-such-startup' },
  },
  'admin/startups/[slug]/publish': {
    role: 'operator',
    methods: ['POST'],
    needs: { POST: 'content:write' },
    query: { slug: 'no-such-startup' },
  },
  'admin/startups/[slug]/unpublish': {
    role: 'operator',
    methods: ['POST'],
    needs: { POST: 'content:write' },
    query: { slug: 'no-such-startup' },
  },
  'admin/contact/index': { role: 'operator', methods: ['GET'], needs: { GET: 'support:read' } },
  'admin/contact/[id]': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'support:read', PATCH: 'support:write' },
    query: { id: '999999' },
  },
  'admin/careers/index': { role: 'operator', methods: ['GET'], needs: { GET: 'content:read' } },
  'admin/careers/[id]/index': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'content:read', PATCH: 'content:write' },
    query: { id: '999999' },
  },
  'admin/careers/[id]/resume': { role: 'operator', methods: ['GET'], needs: { GET: 'content:read' }, query: { id: '999999' } },
  'admin/newsletter/index': { role: 'operator', methods: ['GET'], needs: { GET: 'content:read' } },
  'admin/newsletter/[id]/unsubscribe': { role: 'operator', methods: ['POST'], needs: { POST: 'content:write' }, query: { id: '999999' } },
  'cp/proposals/index': { role: 'partner', methods: ['GET', 'POST'] },
  'cp/proposals/[id]/withdraw': { role: 'partner', methods: ['POST'], query: { id: '1' } },
  'cp/commissions/index': { role: 'partner', methods: ['GET'] },
  'cp/commissions/statement': { role: 'partner', methods: ['GET'] },
  'cp/research-reports/[slug]': { role: 'partner', methods: ['GET'], query: { slug: 'no-such-company' } },
  'cp/payouts/index': { role: 'partner', methods: ['GET'] },
  'user/proposals/index': { role: 'user', methods: ['GET'] },
  'user/proposals/[id]/accept': { role: 'user', methods: ['POST'], query: { id: '1' } },
  'user/proposals/[id]/decline': { role: 'user', methods: ['POST'], query: { id: '1' } },
  'admin/payouts/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'payouts:read', POST: 'payouts:write' } },
  'admin/payments/statements/index': {
    role: 'operator',
    methods: ['GET', 'POST'],
    needs: { GET: 'payments:read', POST: 'payments:write' },
  },
  'admin/payments/statements/[id]/index': { role: 'operator', methods: ['GET'], needs: { GET: 'payments:read' }, query: { id: '999999' } },
  'admin/payments/statements/[id]/confirm': {
    role: 'operator',
    methods: ['POST'],
    needs: { POST: 'payments:write' },
    query: { id: '999999' },
  },
  'admin/staff/index': { role: 'operator', methods: ['GET', 'POST'], needs: { GET: 'staff:read', POST: 'staff:write' } },
  'admin/staff/[id]/index': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'staff:read', PATCH: 'staff:write' },
    query: { id: '999999' },
  },
  'admin/staff/[id]/sign-out': { role: 'operator', methods: ['POST'], needs: { POST: 'staff:write' }, query: { id: '999999' } },
  'admin/staff/[id]/totp-reset': { role: 'operator', methods: ['POST'], needs: { POST: 'staff:write' }, query: { id: '999999' } },
  'admin/staff/[id]/invitation': { role: 'operator', methods: ['POST'], needs: { POST: 'staff:write' }, query: { id: '999999' } },
  'admin/prices/import/index': { role: 'operator', methods: ['POST'], needs: { POST: 'companies:write' } },
  'admin/prices/import/[id]/apply': { role: 'operator', methods: ['POST'], needs: { POST: 'companies:write' }, query: { id: '999999' } },
  'admin/investors/index': { role: 'operator', methods: ['GET'], needs: { GET: 'people:read' } },
  'admin/investors/[id]/index': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'people:read', PATCH: 'people:write' },
    query: { id: '999999' },
  },
  'admin/investors/[id]/sign-out': { role: 'operator', methods: ['POST'], needs: { POST: 'people:write' }, query: { id: '999999' } },
  'admin/investors/[id]/privacy': {
    role: 'operator',
    methods: ['PATCH', 'DELETE'],
    needs: { PATCH: 'people:write', DELETE: 'people:write' },
    query: { id: '999999' },
  },
  'admin/investors/[id]/notes': { role: 'operator', methods: ['POST'], needs: { POST: 'people:write' }, query: { id: '999999' } },
  'admin/investors/[id]/partner': { role: 'operator', methods: ['POST'], needs: { POST: 'people:write' }, query: { id: '999999' } },
  'admin/partners/index': { role: 'operator', methods: ['GET'], needs: { GET: 'people:read' } },
  'admin/partners/[id]/index': {
    role: 'operator',
    methods: ['GET', 'PATCH'],
    needs: { GET: 'people:read', PATCH: 'people:write' },
    query: { id: '999999' },
  },
  'admin/partners/[id]/sign-out': { role: 'operator', methods: ['POST'], needs: { POST: 'people:write' }, query: { id: '999999' } },
  'admin/partners/[id]/privacy': {
    role: 'operator',
    methods: ['PATCH', 'DELETE'],
    needs: { PATCH: 'people:write', DELETE: 'people:write' },
    query: { id: '999999' },
  },
  'admin/partners/[id]/notes': { role: 'operator', methods: ['POST'], needs: { POST: 'people:write' }, query: { id: '999999' } },
  'admin/partners/[id]/decision': { role: 'operator', methods: ['POST'], needs: { POST: 'people:write' }, query: { id: '999999' } },
  'admin/partners/[id]/bank': {
    role: 'operator',
    methods: ['GET', 'POST'],
    needs: { GET: 'payouts:read', POST: 'payouts:write' },
    query: { id: '999999' },
  },
  'admin/approvals/index': { role: 'operator', methods: ['GET'], needs: { GET: 'staff' } },
  'admin/approvals/[id]/approve': { role: 'operator', methods: ['POST'], needs: { POST: 'staff' }, query: { id: '999999' } },
  'admin/approvals/[id]/reject': { role: 'operator', methods: ['POST'], needs: { POST: 'staff' }, query: { id: '999999' } },
  'admin/auth/join': { role: 'public', why: "a staff member's one-time link: the token is the credential (rate limited per address)" },
};

const API_ROOT = path.resolve(__dirname, '../../pages/api/v1');

function routeFiles(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.(ts|tsx|js)$/.test(entry.name))
        found.push(
          path
            .relative(API_ROOT, full)
            .replace(/\\/g, '/')
            .replace(/\.(ts|tsx|js)$/, ''),
        );
    }
  };
  for (const area of AREAS) if (fs.existsSync(path.join(API_ROOT, area))) walk(path.join(API_ROOT, area));
  return found.sort();
}

const loaders = import.meta.glob<{ default: NextApiHandler }>('../../pages/api/v1/{user,cp,image,admin}/**/*.ts');
const load = async (route: string) => (await loaders[`../../pages/api/v1/${route}.ts`]!()).default;

interface Identity {
  name: string;
  headers: Record<string, string>;
}

let investorA: number;
let investorB: number;
let partnerA: { id: number; code: string };
let partnerB: { id: number; code: string };
// One staff member per role, signed in by cookie.
let staff: Record<StaffRole, Identity>;
let ids: Record<'anonymous' | 'investorA' | 'investorB' | 'partnerA' | 'partnerB' | 'both' | 'operator', Identity>;

async function register(kind: 'user' | 'partner', extra: Record<string, string> = {}) {
  const handler = await load(kind === 'user' ? 'user/auth/register' : 'cp/auth/register');
  const { status, body } = await call(handler, {
    method: 'POST',
    body: {
      ...(kind === 'user' ? buildInvestor({ fullName: 'Authz Investor' }) : buildPartner({ fullName: 'Authz Partner' })),
      password: 'Authz-pass-123',
      ...extra,
    },
  });
  expect(status, JSON.stringify(body)).toBe(201);
  return body.data as { id: number; partnershipCode?: string };
}

beforeAll(async () => {
  // A store of its own: these calls must neither be refused by nor use up other files' limits.
  useRateStore(new MemoryRateStore());
  investorA = (await register('user')).id;
  investorB = (await register('user')).id;
  const pa = await register('partner');
  const pb = await register('partner');
  partnerA = { id: pa.id, code: pa.partnershipCode! };
  partnerB = { id: pb.id, code: pb.partnershipCode! };
  expect(partnerA.code).toEqual(expect.any(String));
  const both = { cookie: `${(await cookieFor('user', investorA)).cookie}; ${(await cookieFor('partner', partnerA.id)).cookie}` };
  ids = {
    anonymous: { name: 'anonymous', headers: {} },
    investorA: { name: 'investor A', headers: await cookieFor('user', investorA) },
    investorB: { name: 'investor B', headers: await bearer('user', investorB) },
    partnerA: { name: 'partner A', headers: await cookieFor('partner', partnerA.id) },
    partnerB: { name: 'partner B', headers: await bearer('partner', partnerB.id) },
    both: { name: 'both tokens', headers: both },
    operator: { name: 'operator', headers: await cookieFor('operator', (await newOperator()).id) },
  };
});

beforeAll(async () => {
  const entries = await Promise.all(
    STAFF_ROLES.map(async (role): Promise<[StaffRole, Identity]> => {
      const headers = await cookieFor('operator', (await newOperator([role])).id);
      return [role, { name: `staff (${role})`, headers }];
    }),
  );
  staff = Object.fromEntries(entries) as Record<StaffRole, Identity>;
});

afterAll(() => useRateStore(undefined));

describe('the route table', () => {
  it('names every route file under pages/api/v1/{user,cp,image,admin}, and nothing else', () => {
    const files = routeFiles();
    expect(files.length).toBeGreaterThan(20);
    const missing = files.filter((file) => !(file in ROUTES));
    expect(missing, `Add these routes to ROUTES in ${path.basename(__filename)}`).toEqual([]);
    const stale = Object.keys(ROUTES).filter((route) => !files.includes(route));
    expect(stale, 'These ROUTES entries have no file any more').toEqual([]);
  });
});

const protectedRoutes = Object.entries(ROUTES).flatMap(([route, access]) =>
  access.role === 'public'
    ? []
    : access.methods.map((method) => ({
        route,
        method,
        role: access.role,
        query: access.query,
        endsSessions: access.endsSessions ?? false,
        needs: access.role === 'operator' ? access.needs[method] : undefined,
      })),
);

/**
 * For a route that ends every session of the caller's account: the identity again, as accounts of its
 * own, so that the shared identities' sessions live on for the other routes.
 */
async function freshSessions(identity: Identity): Promise<Identity> {
  const newUser = async () => cookieFor('user', (await createInvestor()).user.id);
  const newPartner = async () => cookieFor('partner', (await createPartner()).partner.id);
  const of: Partial<Record<string, () => Promise<Record<string, string>>>> = {
    [ids.investorA.name]: newUser,
    [ids.investorB.name]: newUser,
    [ids.partnerA.name]: newPartner,
    [ids.partnerB.name]: newPartner,
    [ids.operator.name]: async () => (await newOperator()).headers,
    ...Object.fromEntries(STAFF_ROLES.map((role) => [`staff (${role})`, async () => (await newOperator([role])).headers])),
    [ids.both.name]: async () => ({ cookie: `${(await newUser()).cookie}; ${(await newPartner()).cookie}` }),
  };
  const headers = await of[identity.name]?.();
  return headers ? { name: identity.name, headers } : identity;
}

describe.each(protectedRoutes)('$method /api/v1/$route ($role)', ({ route, method, role, query, endsSessions, needs }) => {
  const send = async (given: Identity) => {
    const identity = endsSessions ? await freshSessions(given) : given;
    const handler = await load(route);
    const hasBody = method !== 'GET' && method !== 'DELETE';
    return call(handler, { method, query, headers: identity.headers, ...(hasBody && { body: {} }) });
  };

  it('answers 401 to anonymous and to the other roles, in the envelope', async () => {
    const wrong =
      role === 'user'
        ? [ids.partnerA, ids.partnerB, ids.operator]
        : role === 'partner'
          ? [ids.investorA, ids.investorB, ids.operator]
          : [ids.investorA, ids.investorB, ids.partnerA, ids.partnerB, ids.both];
    for (const identity of [ids.anonymous, ...wrong]) {
      const { status, body } = await send(identity);
      expect(status, identity.name).toBe(401);
      expect(body, identity.name).toMatchObject({ success: false, message: expect.any(String) });
    }
  });

  it('lets its own role in (an empty body may be refused as input, never as the caller)', async () => {
    const right = role === 'user' ? [ids.investorA, ids.investorB] : role === 'partner' ? [ids.partnerA, ids.partnerB] : [ids.operator];
    for (const identity of right) {
      const { status } = await send(identity);
      expect([401, 403], identity.name).not.toContain(status);
      expect(status, identity.name).toBeLessThan(500);
    }
  });

  it.runIf(role === 'operator')('lets in exactly the staff roles that hold the permission it needs; 403 to the others', async () => {
    expect(needs, `${route}: say in ROUTES what ${method} needs`).toBeDefined();
    for (const staffRole of STAFF_ROLES) {
      const identity = staff[staffRole];
      const { status, body } = await send(identity);
      if (needs === 'staff' || can([staffRole], needs!)) {
        expect([401, 403], `${staffRole} may ${method} (${needs})`).not.toContain(status);
        expect(status, staffRole).toBeLessThan(500);
      } else {
        expect(status, `${staffRole} may not ${method} (${needs})`).toBe(403);
        expect(body).toMatchObject({ success: false, message: FORBIDDEN_MESSAGE });
      }
    }
  });

  it('serves a visitor holding both tokens as its own role', async () => {
    if (role === 'operator') return; // operators only through their own token (checked above)
    const { status } = await send(ids.both);
    expect([401, 403]).not.toContain(status);
    expect(status).toBeLessThan(500);
  });
});

describe('public routes in the signed-in areas', () => {
  it.each(Object.entries(ROUTES).filter(([, access]) => access.role === 'public'))('%s is public (%o)', async (route) => {
    const handler = await load(route);
    const method = route.includes('auth/login') || route.includes('auth/register') ? 'POST' : 'GET';
    // Raw status: some answer with a redirect (Google completion) or an image rather than JSON.
    let status = 0;
    await testApiHandler({
      pagesHandler: handler,
      url: '/api/test?key=none',
      test: async ({ fetch }) => {
        const response = await fetch({
          method,
          redirect: 'manual',
          headers: { 'content-type': 'application/json' },
          ...(method === 'POST' && { body: '{}' }),
        });
        status = response.status;
      },
    });
    expect(status).not.toBe(401);
    expect(status).toBeLessThan(500);
  });
});

describe('ownership: one account never reads or changes another’s data', () => {
  let companyId: number;
  beforeAll(async () => {
    companyId = (await (await getDb()).select({ id: companies.id }).from(companies).limit(1))[0]!.id;
  });

  const json = (value: unknown) => JSON.stringify(value);

  it('watch list: B sees only B’s, and removing A’s company as B leaves A’s list alone', async () => {
    const [add, list, remove] = await Promise.all(['user/watchlist/add', 'user/watchlist/list', 'user/watchlist/remove'].map(load));
    expect((await call(add!, { method: 'POST', body: { companyId }, headers: ids.investorA.headers })).status).toBe(200);
    const listB = await call(list!, { headers: ids.investorB.headers });
    expect(listB.status).toBe(200);
    expect(json(listB.body.data)).not.toContain(`"companyId":${companyId}`);
    await call(remove!, { method: 'POST', body: { companyId }, headers: ids.investorB.headers });
    const listA = await call(list!, { headers: ids.investorA.headers, query: { companyId: String(companyId) } });
    expect(listA.status).toBe(200);
    expect(json(listA.body.data)).toMatch(new RegExp(`${companyId}|true`));
  });

  it('cart: B’s cart never holds another investor’s items', async () => {
    // The demo investor has a cart in the seed (buying needs a completed KYC, which new accounts lack).
    const demo = (await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, 'investor@example.com')))[0]!.id;
    const details = await load('user/checkOut/getDetails');
    const mine = await call(details, { headers: await bearer('user', demo) });
    expect((mine.body.data as { result: unknown[] }).result.length).toBeGreaterThan(0);
    const theirs = await call(details, { headers: ids.investorB.headers });
    expect((theirs.body.data as { result: unknown[] }).result).toEqual([]);
    // B removing the demo investor's line, by its company id, is refused and the line stays.
    const [line] = (mine.body.data as { result: { companyId: number; quantity: number }[] }).result;
    const removal = await call(await load('user/checkOut/remove'), {
      method: 'POST',
      body: { companyId: line?.companyId },
      headers: ids.investorB.headers,
    });
    expect(removal.status).toBe(404);
    const after = await call(details, { headers: await bearer('user', demo) });
    expect((after.body.data as { result: { companyId: number; quantity: number }[] }).result).toContainEqual(expect.objectContaining(line));
  });

  it('profile and KYC: each investor gets their own, whatever id a request names', async () => {
    const [profile, kyc] = await Promise.all(['user/profile/index', 'user/kyc/index'].map(load));
    const a = await call(profile!, { headers: ids.investorA.headers, query: { id: String(investorB) } });
    const b = await call(profile!, { headers: ids.investorB.headers, query: { id: String(investorA), userId: String(investorA) } });
    expect((a.body.data as { id: number }).id).toBe(investorA);
    expect((b.body.data as { id: number }).id).toBe(investorB);
    // B renaming "A" (by id in the body) renames only B.
    await call(profile!, {
      method: 'PATCH',
      headers: ids.investorB.headers,
      body: { id: investorA, userId: investorA, fullName: 'Renamed By B' },
    });
    const again = await call(profile!, { headers: ids.investorA.headers });
    expect((again.body.data as { fullName: string }).fullName).toBe('Authz Investor');
    const kycA = await call(kyc!, { headers: ids.investorA.headers, query: { userId: String(investorB) } });
    const kycB = await call(kyc!, { headers: ids.investorB.headers, query: { userId: String(investorA) } });
    expect(kycA.status).toBe(200);
    expect(kycB.status).toBe(200);
    expect(json(kycB.body.data)).not.toContain(`"userId":${investorA}`);
  });

  it('partner clients: B’s list never includes A’s clients', async () => {
    const client = await register('user', { partnershipCode: partnerA.code });
    const db = await getDb();
    const ofA = await listPartnerClients(db, partnerA.id, 1, 100);
    const ofB = await listPartnerClients(db, partnerB.id, 1, 100);
    expect(ofA.total).toBe(1);
    expect(json(ofA.clients)).toContain('Authz Investor');
    expect(ofB.total).toBe(0);
    expect(json(ofB.clients)).not.toContain(String(client.id));
    // Partner profiles, too, are the caller's own.
    const get = await load('cp/profile/get');
    const asB = await call(get, { headers: ids.partnerB.headers, query: { id: String(partnerA.id) } });
    expect(json(asB.body.data)).not.toContain(partnerA.code);
  });

  it('notifications: only the recipient lists, reads or archives one; a partner never sees an investor’s', async () => {
    const db = await getDb();
    const id = await db.transaction((tx) =>
      notify(tx, { userId: investorA, kind: 'test.authz', title: 'For A only', body: 'Private to A.', link: null }),
    );
    const [list, read, archiveRoute, cpList, cpRead] = await Promise.all(
      [
        'user/notifications/index',
        'user/notifications/[id]/read',
        'user/notifications/[id]/archive',
        'cp/notifications/index',
        'cp/notifications/[id]/read',
      ].map(load),
    );
    const listB = await call(list!, { headers: ids.investorB.headers });
    expect(listB.status).toBe(200);
    expect(json(listB.body.data)).not.toContain('For A only');
    for (const route of [read!, archiveRoute!]) {
      const { status } = await call(route, { method: 'POST', query: { id: String(id) }, headers: ids.investorB.headers, body: {} });
      expect(status).toBe(404);
    }
    // A partner whose id may equal A's: the partner area is another mailbox.
    expect(json((await call(cpList!, { headers: ids.partnerA.headers })).body.data)).not.toContain('For A only');
    expect((await call(cpRead!, { method: 'POST', query: { id: String(id) }, headers: ids.partnerA.headers, body: {} })).status).toBe(404);
    const listA = await call(list!, { headers: ids.investorA.headers });
    // A's own (the matrix above also asked for A's data export, whose "ready" notice may be there too).
    expect((listA.body.data as { result: unknown[] }).result).toContainEqual(
      expect.objectContaining({ id, title: 'For A only', readAt: null }),
    );
  });
});
