// Every status family is one list: its labels cover exactly that list, its zod enum accepts exactly
// it, and the database's CHECK constraint is built from it.
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';

import { commissions, companies, kycRecords, orders, proposals, sellRequests, supportTickets } from '@/lib/server/db/schema';
import { COMMISSION_STATUSES, COMMISSION_STATUS_LABELS, commissionStatusEnum } from '@/lib/status/commissions';
import {
  COMPANY_STATUS_CODES,
  COMPANY_STATUSES,
  COMPANY_STATUS_LABELS,
  companyStatusCode,
  companyStatusEnum,
  companyStatusFromCode,
} from '@/lib/status/companies';
import { KYC_RECORD_STATUSES, KYC_STATUSES, KYC_STATUS_LABELS, kycStatusEnum } from '@/lib/status/kyc';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, orderStatusEnum } from '@/lib/status/orders';
import { PROPOSAL_STATUSES, PROPOSAL_STATUS_LABELS, proposalStatusEnum } from '@/lib/status/proposals';
import { SELL_STATUSES, SELL_STATUS_LABELS, sellStatusEnum } from '@/lib/status/sales';
import { TICKET_STATUSES, TICKET_STATUS_LABELS, ticketStatusEnum } from '@/lib/status/tickets';

const families = [
  {
    name: 'order',
    list: ORDER_STATUSES,
    labels: ORDER_STATUS_LABELS,
    schema: orderStatusEnum,
    table: orders,
    check: 'orders_status_check',
  },
  {
    name: 'sell',
    list: SELL_STATUSES,
    labels: SELL_STATUS_LABELS,
    schema: sellStatusEnum,
    table: sellRequests,
    check: 'sell_requests_status_check',
  },
  {
    name: 'kyc',
    list: KYC_STATUSES,
    labels: KYC_STATUS_LABELS,
    schema: kycStatusEnum,
    table: kycRecords,
    check: 'kyc_records_status_check',
  },
  {
    name: 'proposal',
    list: PROPOSAL_STATUSES,
    labels: PROPOSAL_STATUS_LABELS,
    schema: proposalStatusEnum,
    table: proposals,
    check: 'proposals_status_check',
  },
  {
    name: 'commission',
    list: COMMISSION_STATUSES,
    labels: COMMISSION_STATUS_LABELS,
    schema: commissionStatusEnum,
    table: commissions,
    check: 'commissions_status_check',
  },
  {
    name: 'ticket',
    list: TICKET_STATUSES,
    labels: TICKET_STATUS_LABELS,
    schema: ticketStatusEnum,
    table: supportTickets,
    check: 'support_tickets_status_check',
  },
  {
    name: 'company',
    list: COMPANY_STATUSES,
    labels: COMPANY_STATUS_LABELS,
    schema: companyStatusEnum,
    table: companies,
    check: 'companies_status_check',
  },
] as const;

const dialect = new PgDialect();
function checkSql(table: PgTable, name: string): string {
  const found = getTableConfig(table).checks.find((c) => c.name === name);
  if (!found) throw new Error(`No check ${name}`);
  return dialect.sqlToQuery(found.value).sql;
}

describe.each(families)('$name statuses', ({ list, labels, schema, table, check }) => {
  it('has a label for each status and no other', () => {
    expect(Object.keys(labels).sort()).toEqual([...list].sort());
    for (const status of list) expect((labels as Record<string, string>)[status]).toMatch(/\S/);
  });

  it('has a zod enum of exactly the list', () => {
    for (const status of list) expect(schema.safeParse(status).success).toBe(true);
    expect(schema.safeParse('no_such_status').success).toBe(false);
  });

  it('has a database check built from the list', () => {
    const sql = checkSql(table, check);
    const stored = list === KYC_STATUSES ? KYC_RECORD_STATUSES : list;
    for (const status of stored) expect(sql).toContain(`'${status}'`);
  });
});

describe('company status', () => {
  it('maps to and from the API code one to one', () => {
    for (const status of COMPANY_STATUSES) expect(companyStatusFromCode(companyStatusCode(status))).toBe(status);
    expect(COMPANY_STATUSES.map(companyStatusCode)).toEqual([...COMPANY_STATUS_CODES]);
  });
});

describe('sell request labels', () => {
  it('reads "requested" as what it asks of the investor (the tracker and the contract note agree)', () => {
    expect(SELL_STATUS_LABELS.requested).toBe('Awaiting your shares');
  });
});
