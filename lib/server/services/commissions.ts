// Partners' commissions: accrued in the transaction that completes a client's order, listed and
// summed per month for the partner, and paid out by operators (less TDS under section 194H).
import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';

import {
  commissionPaise,
  financialYearBounds,
  indianMonth,
  monthBounds,
  payoutAmounts,
  payoutTds,
  quarterBounds,
  tdsBasisText,
  type PayoutTds,
} from '@/lib/commission';
import { formatNumber, formatPaise } from '@/lib/format';
import type { Db } from '@/lib/server/db/client';
import { pagedQuery, type Paging } from '@/lib/server/db/paging';
import {
  approvals,
  commissions,
  companies,
  holdings,
  orders,
  partnerBankAccounts,
  partners,
  payouts,
  proposals,
  users,
  type CommissionStatus,
} from '@/lib/server/db/schema';
import { conflict, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { assertNonePending, propose } from '@/lib/server/services/approvals';
import { clientsSharingWith } from '@/lib/server/services/consents';
import { notify } from '@/lib/server/services/notifications';
import { lockPartner, NO_VERIFIED_ACCOUNT, verifiedBankAccount } from '@/lib/server/services/partnerBank';
import { audit, type Tx } from '@/lib/server/services/operators';
import { getPlatformSettings } from '@/lib/server/services/settings';
import { matching } from '@/lib/server/services/referenceAdmin';
import { paiseToRupees, toCsv, type CsvValue, type ListExport } from '@/lib/reports/csv';
import { cellValue, day, rs, type ReportDocument } from '@/lib/reports/document';
import { cellsOf, columnsOf, defineReport, type RowColumn } from '@/lib/reports/registry';
import { maskTail } from '@/lib/validations/kyc';
import type { CommissionStatusName, PayoutCreateInput, TdsStatementQuery } from '@/lib/validations/proposals';
import { istDate } from '@/lib/reports/dates';

type Conn = Db | Tx;

/**
 * Called inside transitionOrder(→ completed): the order's partner earns (price − partner price at
 * placing) × quantity, once per order (the unique order id makes a second call a no-op).
 */
export async function accrueCommission(tx: Tx, order: typeof orders.$inferSelect): Promise<void> {
  if (order.partnerId === null || order.partnerPricePaise === null) return;
  const amount = commissionPaise(order.pricePaise, order.partnerPricePaise, order.quantity);
  if (amount <= 0) return;
  const [row] = await tx
    .insert(commissions)
    .values({
      partnerId: order.partnerId,
      orderId: order.id,
      userId: order.userId,
      companyId: order.companyId,
      quantity: order.quantity,
      amountPaise: amount,
      status: 'accrued',
    })
    .onConflictDoNothing({ target: commissions.orderId })
    .returning({ id: commissions.id });
  if (!row) return;
  await notify(tx, {
    partnerId: order.partnerId,
    kind: 'commission.accrued',
    title: `Commission of ${formatPaise(amount)} earned`,
    body: `Your client's order ${order.reference} completed: ${formatPaise(amount)} is added to your next payout.`,
    link: '/Cp/commissions',
    entity: { type: 'commission', id: row.id },
  });
}

// ---- The partner's ledger ----

const commissionColumns = {
  id: commissions.id,
  orderId: commissions.orderId,
  orderReference: orders.reference,
  clientCode: users.userUniqueCode,
  clientName: users.fullName,
  slug: companies.slug,
  companyName: companies.name,
  quantity: commissions.quantity,
  orderPricePaise: orders.pricePaise,
  partnerPricePaise: orders.partnerPricePaise,
  amountPaise: commissions.amountPaise,
  status: commissions.status,
  payoutId: commissions.payoutId,
  createdAt: commissions.createdAt,
};

function ledgerWhere(partnerId: number, filters: { status?: CommissionStatusName; month?: string }) {
  const bounds = filters.month ? monthBounds(filters.month) : null;
  return and(
    eq(commissions.partnerId, partnerId),
    filters.status ? eq(commissions.status, filters.status) : undefined,
    bounds ? gte(commissions.createdAt, bounds.from) : undefined,
    bounds ? lt(commissions.createdAt, bounds.to) : undefined,
  );
}

const ledgerSelect = (db: Conn) =>
  db
    .select(commissionColumns)
    .from(commissions)
    .innerJoin(orders, eq(orders.id, commissions.orderId))
    .innerJoin(users, eq(users.id, commissions.userId))
    .innerJoin(companies, eq(companies.id, commissions.companyId));

type LedgerRow = Awaited<ReturnType<ReturnType<typeof ledgerSelect>['execute']>>[number];
const ledgerView = (row: LedgerRow) => ({ ...row, status: row.status, createdAt: row.createdAt.toISOString() });
export type CommissionView = ReturnType<typeof ledgerView>;

export async function listCommissions(
  db: Db,
  partnerId: number,
  query: { status?: CommissionStatusName; month?: string; page: number; limit: number },
) {
  const where = ledgerWhere(partnerId, query);
  return pagedQuery(
    ledgerSelect(db).where(where).orderBy(desc(commissions.createdAt), desc(commissions.id)),
    db.select({ total: count() }).from(commissions).where(where),
    query,
    ledgerView,
  );
}

/** A month's commissions with gross, TDS (2%, to the whole rupee) and net. */
export async function commissionStatement(db: Db, partnerId: number, month: string) {
  const rows = (
    await ledgerSelect(db).where(ledgerWhere(partnerId, { month })).orderBy(asc(commissions.createdAt), asc(commissions.id))
  ).map(ledgerView);
  return { month, rows, ...payoutAmounts(rows.map((row) => row.amountPaise)) };
}

type Statement = Awaited<ReturnType<typeof commissionStatement>>;
type StatementPartner = { fullName: string; partnershipCode: string };
type StatementRow = Statement['rows'][number];

// The statement's columns; the CSV has the same cells with its own headings (in ₹) and the raw status.
const COMMISSION_COLUMNS: RowColumn<StatementRow>[] = [
  { label: 'Date', width: 1.3, cell: (row) => day(istDate(new Date(row.createdAt))) },
  { label: 'Order reference', width: 2, cell: (row) => row.orderReference },
  { label: 'Client code', width: 1.6, cell: (row) => row.clientCode },
  { label: 'Company', width: 2.6, cell: (row) => row.companyName },
  { label: 'Quantity', width: 1, align: 'right', cell: (row) => row.quantity },
  { label: 'Order price', width: 1.5, align: 'right', cell: (row) => rs(row.orderPricePaise) },
  {
    label: 'Partner price',
    width: 1.5,
    align: 'right',
    cell: (row) => (row.partnerPricePaise === null ? null : rs(row.partnerPricePaise)),
  },
  { label: 'Commission', width: 1.6, align: 'right', cell: (row) => rs(row.amountPaise) },
];
const STATUS_COLUMN: RowColumn<StatementRow> = { label: 'Status', width: 1, cell: (row) => (row.status === 'paid' ? 'Paid' : 'Accrued') };
const PAYABLE = [
  ['Gross commission', 'grossPaise'],
  ['TDS u/s 194H at 2%, rounded to the rupee (none while the year stays within the threshold)', 'tdsPaise'],
  ['Net payable', 'netPaise'],
] as const;

export function statementCsv(statement: Statement, partner: StatementPartner) {
  const lines: CsvValue[][] = [
    ['Commission statement', statement.month],
    ['Partner', `${partner.fullName} (${partner.partnershipCode})`],
    [],
    [
      ...COMMISSION_COLUMNS.map((column) =>
        column.align === 'right' && column.label !== 'Quantity' ? `${column.label} (₹)` : column.label,
      ),
      'Status',
    ],
    ...statement.rows.map((row) => [...COMMISSION_COLUMNS.map((column) => cellValue(column.cell(row))), row.status]),
    [],
    ...PAYABLE.map(([label, key]) => [`${label} (₹)`, paiseToRupees(statement[key])]),
  ];
  return toCsv(lines);
}

/** The month's statement as a document for the PDF renderer (lib/server/reports/pdf.ts). */
export function statementDocument(statement: Statement, partner: StatementPartner): ReportDocument {
  const columns = [...COMMISSION_COLUMNS, STATUS_COLUMN];
  return {
    title: 'Commission statement',
    filename: `commission-statement-${statement.month}`,
    landscape: true,
    details: [
      ['Partner', partner.fullName],
      ['Partner code', partner.partnershipCode],
      ['Month', statement.month],
      ['Commissions', statement.rows.length],
    ],
    tables: [
      {
        heading: 'Commissions earned',
        columns: columnsOf(columns),
        rows: cellsOf(columns, statement.rows),
        empty: 'No commission was earned in this month.',
      },
      {
        heading: 'Payable for the month',
        columns: [
          { label: 'Item', width: 3 },
          { label: 'Amount', width: 1, align: 'right' },
        ],
        rows: PAYABLE.slice(0, 2).map(([label, key]) => [label, rs(statement[key])]),
        totals: [['Net payable', rs(statement.netPaise)]],
        empty: '',
      },
    ],
    notes: [
      'Commission is earned when a client order completes: (order price - partner price) x quantity.',
      'TDS under section 194H is withheld only once your commissions paid in the financial year cross the threshold (Rs 20,000 from 1 April 2025; Rs 15,000 before): then 2% (20% without a PAN) of the whole year, rounded to the rupee, less TDS already withheld. Each payout shows how it was computed; it appears in your Form 26AS.',
    ],
  };
}

/** The partner a statement or a payout is for (404 with `message` when there is none). */
async function partnerWhere(db: Db | Tx, where: SQL, message: string) {
  const [partner] = await db
    .select({ id: partners.id, fullName: partners.fullName, partnershipCode: partners.partnershipCode })
    .from(partners)
    .where(where)
    .limit(1);
  if (!partner) throw notFound(message);
  return partner;
}

/** The commission statement in the reports registry (lib/server/services/reports.ts). */
export const commissionReport = defineReport({
  rows: async (db: Db, partnerId, month: string) => {
    const partner = await partnerWhere(db, eq(partners.id, partnerId), 'No such partner.');
    return { statement: await commissionStatement(db, partnerId, month), partner };
  },
  template: ({ statement, partner }) => statementDocument(statement, partner),
  csv: ({ statement, partner }) => statementCsv(statement, partner),
});

// ---- Payouts ----

const payoutView = (row: typeof payouts.$inferSelect) => ({
  id: row.id,
  period: row.period,
  grossPaise: row.grossPaise,
  tdsPaise: row.tdsPaise,
  netPaise: row.netPaise,
  bankReference: row.bankReference,
  bankAccountId: row.bankAccountId,
  tdsBasis: row.tdsBasis,
  // Payouts from before the threshold was applied deducted 2% of every payout.
  tdsExplanation: row.tdsBasis ? tdsBasisText(row.tdsBasis) : 'TDS at 2% of this payout under section 194H.',
  paidAt: row.paidAt.toISOString(),
});
export type PayoutView = ReturnType<typeof payoutView>;

export async function listPartnerPayouts(db: Db, partnerId: number, query: { page: number; limit: number }) {
  const where = eq(payouts.partnerId, partnerId);
  return pagedQuery(
    db.select().from(payouts).where(where).orderBy(desc(payouts.paidAt), desc(payouts.id)),
    db.select({ total: count() }).from(payouts).where(where),
    query,
    payoutView,
  );
}

/** For operators: every partner with accrued, unpaid commission (largest first), and the latest payouts. */
export async function adminPayouts(db: Db, query: Paging & { q?: string }) {
  const due = await db
    .select({
      partnerId: partners.id,
      partnerCode: partners.partnershipCode,
      fullName: partners.fullName,
      email: partners.email,
      entries: sql<number>`count(*)::int`,
      accruedPaise: sql<string>`sum(${commissions.amountPaise})`,
    })
    .from(commissions)
    .innerJoin(partners, eq(partners.id, commissions.partnerId))
    .where(eq(commissions.status, 'accrued'))
    .groupBy(partners.id)
    .orderBy(desc(sql`sum(${commissions.amountPaise})`), asc(partners.id));
  // A payout proposed and waiting for a second person (four eyes), by partner code.
  const waiting = await db
    .select({ id: approvals.id, partnerCode: approvals.entityId })
    .from(approvals)
    .where(and(eq(approvals.kind, 'commission_payout'), eq(approvals.status, 'pending')));
  const approvalOf = new Map(waiting.map((row) => [row.partnerCode, row.id]));
  // What paying now would deduct: the year's earlier payouts and the PAN of the verified account (none: it cannot be paid yet).
  const now = new Date();
  const pending = await Promise.all(
    due.map(async (row) => {
      const accrued = Number(row.accruedPaise);
      const account = await verifiedBankAccount(db, row.partnerId);
      const { basis, ...amounts } = await payoutTdsNow(db, row.partnerId, accrued, now, account?.pan != null);
      return {
        ...row,
        accruedPaise: accrued,
        ...amounts,
        tdsExplanation: tdsBasisText(basis),
        bankAccount: account ? maskTail(account.accountNumber) : null,
        approvalId: approvalOf.get(row.partnerCode) ?? null,
      };
    }),
  );
  const paidTo = matching(query.q, partners.partnershipCode, partners.fullName);
  const recent = await pagedQuery(
    db
      .select({ payout: payouts, partnerCode: partners.partnershipCode, fullName: partners.fullName })
      .from(payouts)
      .innerJoin(partners, eq(partners.id, payouts.partnerId))
      .where(paidTo)
      .orderBy(desc(payouts.paidAt), desc(payouts.id)),
    db.select({ total: count() }).from(payouts).innerJoin(partners, eq(partners.id, payouts.partnerId)).where(paidTo),
    query,
    (row) => ({ ...payoutView(row.payout), partnerCode: row.partnerCode, fullName: row.fullName }),
  );
  return { pending, ...recent };
}

/** The payouts made as CSV: partner, period, amounts in rupees, bank reference, when. */
export const PAYOUTS_CSV: ListExport<Awaited<ReturnType<typeof adminPayouts>>['result'][number]> = {
  name: 'payouts',
  columns: [
    { header: 'id', value: (row) => row.id },
    { header: 'partnerCode', value: (row) => row.partnerCode },
    { header: 'partner', value: (row) => row.fullName },
    { header: 'period', value: (row) => row.period },
    { header: 'grossRupees', value: (row) => paiseToRupees(row.grossPaise) },
    { header: 'tdsRupees', value: (row) => paiseToRupees(row.tdsPaise) },
    { header: 'netRupees', value: (row) => paiseToRupees(row.netPaise) },
    { header: 'bankReference', value: (row) => row.bankReference },
    { header: 'paidAt', value: (row) => row.paidAt },
    // Added after the columns other tools already read, so their positions do not move.
    { header: 'tdsBasis', value: (row) => row.tdsExplanation },
  ],
};

/** A payout waiting for a second person: the partner, the commissions it pays and the amounts at the time. */
export interface PayoutProposal {
  partnerCode: string;
  bankReference: string;
  commissionIds: number[];
  grossPaise: number;
  tdsPaise: number;
  netPaise: number;
}

type PayoutPartner = { id: number; fullName: string };
type DueCommission = { id: number; amountPaise: number };

/** The partner paid, their row locked (their payouts of the year are read consistently), and the verified account paid to (409 without one). */
async function payoutPartner(tx: Tx, partnerCode: string) {
  const partner: PayoutPartner = await partnerWhere(tx, eq(partners.partnershipCode, partnerCode), 'No partner has this code.');
  await lockPartner(tx, partner.id);
  const account = await verifiedBankAccount(tx, partner.id);
  if (!account) throw conflict(NO_VERIFIED_ACCOUNT);
  return { partner, account };
}

/** TDS on paying `grossPaise` now: the partner's earlier payouts of the financial year (their row locked by the caller) and whether they gave a PAN. */
async function payoutTdsNow(tx: Conn, partnerId: number, grossPaise: number, paidAt: Date, hasPan: boolean): Promise<PayoutTds> {
  const year = financialYearBounds(paidAt);
  const [earlier] = await tx
    .select({
      gross: sql<string>`coalesce(sum(${payouts.grossPaise}), 0)`,
      tds: sql<string>`coalesce(sum(${payouts.tdsPaise}), 0)`,
    })
    .from(payouts)
    .where(and(eq(payouts.partnerId, partnerId), gte(payouts.paidAt, year.from), lt(payouts.paidAt, year.to)));
  return payoutTds({
    grossPaise,
    yearGrossBeforePaise: Number(earlier?.gross ?? 0),
    yearTdsBeforePaise: Number(earlier?.tds ?? 0),
    paidAt,
    hasPan,
  });
}

const sum = (due: DueCommission[]) => due.reduce((total, row) => total + row.amountPaise, 0);

/** A partner's accrued commissions (of these ids only, when given), locked, oldest first. */
function lockAccrued(tx: Tx, partnerId: number, ids?: number[]): Promise<DueCommission[]> {
  return tx
    .select({ id: commissions.id, amountPaise: commissions.amountPaise })
    .from(commissions)
    .where(and(eq(commissions.partnerId, partnerId), eq(commissions.status, 'accrued'), ids ? inArray(commissions.id, ids) : undefined))
    .orderBy(asc(commissions.id))
    .for('update');
}

/**
 * Pays a partner every accrued commission, in one transaction with those rows locked: TDS at 2% is
 * withheld, the commissions are marked paid, the operator's act is audited and the partner notified.
 * A payout (before TDS) above the four-eyes threshold (platform settings; 0: every payout) is not made:
 * it waits for another person's approval (`approval` in the answer), and nothing is paid until then.
 */
export async function recordPayout(db: Db, operatorId: number, input: PayoutCreateInput, now = new Date()) {
  const payout = await db.transaction(async (tx) => {
    const { partner, account } = await payoutPartner(tx, input.partnerCode);
    const due = await lockAccrued(tx, partner.id);
    if (due.length === 0) throw conflict('This partner has no accrued commission to pay.', undefined, 'invalid_transition');
    await assertNonePending(
      tx,
      'commission_payout',
      'partner',
      input.partnerCode,
      'A payout to this partner already waits for another person’s approval: approve or reject it first.',
    );
    const { basis, ...amounts } = await payoutTdsNow(tx, partner.id, sum(due), now, account.pan !== null);
    const { payoutApprovalPaise } = await getPlatformSettings(tx);
    if (amounts.grossPaise > payoutApprovalPaise) {
      // The TDS is computed again when the payout is approved (the year's earlier payouts may change meanwhile).
      const proposal: PayoutProposal = { ...input, commissionIds: due.map((row) => row.id), ...amounts };
      const approvalId = await propose(tx, operatorId, {
        kind: 'commission_payout',
        entity: 'partner',
        entityId: input.partnerCode,
        payload: proposal,
        summary: `Payout of ${formatPaise(amounts.netPaise)} to ${partner.fullName} (${input.partnerCode}), ${formatNumber(due.length)} commissions`,
        changes: [
          { label: 'Commission (gross)', before: formatPaise(0), after: formatPaise(amounts.grossPaise) },
          { label: 'TDS withheld', before: formatPaise(0), after: `${formatPaise(amounts.tdsPaise)} (${tdsBasisText(basis)})` },
          { label: 'Paid to the partner', before: formatPaise(0), after: formatPaise(amounts.netPaise) },
          { label: 'Bank reference', before: '—', after: input.bankReference },
        ],
      });
      return { partnerCode: input.partnerCode, commissions: due.length, ...amounts, approval: { id: approvalId } };
    }
    return { ...(await payCommissions(tx, operatorId, { ...partner, account }, due, input, now)), approval: null };
  });
  kickOutbox(db);
  return payout;
}

/**
 * Pays an approved payout (lib/server/services/approvalActions.ts), inside the approval's transaction:
 * the commissions it named, locked and still accrued (409 when one was paid or reversed meanwhile).
 */
export async function applyApprovedPayout(tx: Tx, approverId: number, proposal: PayoutProposal, approvalId: number) {
  const { partner, account } = await payoutPartner(tx, proposal.partnerCode);
  const due = await lockAccrued(tx, partner.id, proposal.commissionIds);
  if (due.length !== proposal.commissionIds.length) {
    throw conflict('Some of these commissions are no longer due (paid or reversed since): reject this payout and record it again.');
  }
  await payCommissions(tx, approverId, { ...partner, account }, due, proposal, new Date(), approvalId);
}

async function payCommissions(
  tx: Tx,
  operatorId: number,
  partner: PayoutPartner & { account: { id: number; pan: string | null; accountNumber: string } },
  due: DueCommission[],
  input: PayoutCreateInput,
  now: Date,
  approvalId?: number,
) {
  const { basis, ...amounts } = await payoutTdsNow(tx, partner.id, sum(due), now, partner.account.pan !== null);
  const [row] = await tx
    .insert(payouts)
    .values({
      partnerId: partner.id,
      period: indianMonth(now),
      ...amounts,
      bankReference: input.bankReference,
      paidAt: now,
      operatorId,
      bankAccountId: partner.account.id,
      tdsBasis: basis,
    })
    .returning();
  if (!row) throw new Error('The payout could not be written.');
  await tx
    .update(commissions)
    .set({ status: 'paid' satisfies CommissionStatus, payoutId: row.id, updatedAt: sql`now()` })
    .where(
      inArray(
        commissions.id,
        due.map((entry) => entry.id),
      ),
    );
  await audit(tx, operatorId, {
    action: 'payout.recorded',
    entity: 'payout',
    entityId: row.id,
    after: {
      partnerId: partner.id,
      commissions: due.map((entry) => entry.id),
      ...amounts,
      tdsBasis: basis,
      bankAccountId: partner.account.id,
      bankReference: input.bankReference,
      ...(approvalId !== undefined && { approvalId }),
    },
  });
  const body = `We paid ${formatPaise(amounts.netPaise)} to your bank account ${maskTail(partner.account.accountNumber)} (bank reference ${input.bankReference}): commission ${formatPaise(amounts.grossPaise)} less TDS ${formatPaise(amounts.tdsPaise)} under section 194H. ${tdsBasisText(basis)}`;
  await notify(tx, {
    partnerId: partner.id,
    kind: 'payout.paid',
    title: `Payout of ${formatPaise(amounts.netPaise)} sent`,
    body,
    link: '/Cp/commissions',
    entity: { type: 'payout', id: row.id },
    email: { subject: `Commission payout of ${formatPaise(amounts.netPaise)}`, text: body },
  });
  return { ...payoutView(row), partnerCode: input.partnerCode, commissions: due.length };
}

// ---- The quarterly TDS statement ----

/** The partner's payouts of a quarter of the financial year, oldest first, with the account paid and the TDS basis. */
async function quarterPayouts(db: Db, partnerId: number, query: TdsStatementQuery) {
  const { from, to } = quarterBounds(Number(query.fy.slice(0, 4)), query.quarter);
  const rows = await db
    .select({ payout: payouts, accountNumber: partnerBankAccounts.accountNumber, pan: partnerBankAccounts.pan })
    .from(payouts)
    .leftJoin(partnerBankAccounts, eq(partnerBankAccounts.id, payouts.bankAccountId))
    .where(and(eq(payouts.partnerId, partnerId), gte(payouts.paidAt, from), lt(payouts.paidAt, to)))
    .orderBy(asc(payouts.paidAt), asc(payouts.id));
  return rows.map((row) => ({
    ...payoutView(row.payout),
    account: row.accountNumber === null ? null : maskTail(row.accountNumber),
    rate: row.payout.tdsBasis ? `${String(row.payout.tdsBasis.rateBps / 100)}%` : '2%',
  }));
}
type QuarterPayout = Awaited<ReturnType<typeof quarterPayouts>>[number];

const TDS_COLUMNS: RowColumn<QuarterPayout>[] = [
  { label: 'Date', width: 1.2, cell: (row) => day(istDate(new Date(row.paidAt))) },
  { label: 'Bank reference', width: 1.6, cell: (row) => row.bankReference },
  { label: 'Account', width: 1, cell: (row) => row.account },
  { label: 'Amount paid (gross)', width: 1.4, align: 'right', cell: (row) => rs(row.grossPaise) },
  { label: 'TDS deducted', width: 1.2, align: 'right', cell: (row) => rs(row.tdsPaise) },
  { label: 'Net paid', width: 1.2, align: 'right', cell: (row) => rs(row.netPaise) },
  { label: 'Rate', width: 0.7, cell: (row) => row.rate },
  { label: 'How TDS was computed', width: 5, cell: (row) => row.tdsExplanation },
];

/** The partner's quarterly TDS statement (section 194H): each payout's amount paid and TDS deducted, PDF and CSV from one document. */
export const tdsStatementReport = defineReport({
  rows: async (db: Db, partnerId, query: TdsStatementQuery) => {
    const partner = await partnerWhere(db, eq(partners.id, partnerId), 'No such partner.');
    return { partner, rows: await quarterPayouts(db, partnerId, query) };
  },
  template: ({ partner, rows }, query): ReportDocument => {
    const total = (key: 'grossPaise' | 'tdsPaise' | 'netPaise') => rows.reduce((sum, row) => sum + row[key], 0);
    return {
      title: 'TDS statement (section 194H)',
      filename: `tds-statement-${query.fy}-${query.quarter}`,
      landscape: true,
      details: [
        ['Partner', partner.fullName],
        ['Partner code', partner.partnershipCode],
        ['Financial year', query.fy],
        ['Quarter', query.quarter],
      ],
      tables: [
        {
          heading: 'Payouts of the quarter',
          columns: columnsOf(TDS_COLUMNS),
          rows: cellsOf(TDS_COLUMNS, rows),
          totals: [['Total', null, null, rs(total('grossPaise')), rs(total('tdsPaise')), rs(total('netPaise')), null, null]],
          empty: 'No payout was made in this quarter.',
        },
      ],
      notes: [
        'No TDS is deducted while your commissions paid in the financial year stay within the threshold in force on the payout date (Rs 20,000 from 1 April 2025; Rs 15,000 before).',
        'Once crossed, TDS is 2% (20% without a PAN, section 206AA) of the whole year’s commissions, rounded to the rupee, less TDS already deducted that year.',
      ],
    };
  },
});

// ---- The partner's dashboard ----

export async function partnerSummary(db: Db, partnerId: number, now = new Date()) {
  const month = monthBounds(indianMonth(now));
  const fy = financialYearBounds(now);
  const earned = (from: Date, to: Date) =>
    db
      .select({ total: sql<string>`coalesce(sum(${commissions.amountPaise}), 0)` })
      .from(commissions)
      .where(and(eq(commissions.partnerId, partnerId), gte(commissions.createdAt, from), lt(commissions.createdAt, to)));
  const [[clients], [aum], [thisMonth], [thisYear], [accrued], [open]] = await Promise.all([
    db.select({ total: count() }).from(users).where(eq(users.partnerId, partnerId)),
    db
      .select({ total: sql<string>`coalesce(sum(${holdings.quantity}::bigint * ${companies.pricePaise}), 0)` })
      .from(holdings)
      .innerJoin(users, eq(users.id, holdings.userId))
      .innerJoin(companies, eq(companies.id, holdings.companyId))
      .where(clientsSharingWith(partnerId)),
    earned(month.from, month.to),
    earned(fy.from, fy.to),
    db
      .select({ total: sql<string>`coalesce(sum(${commissions.amountPaise}), 0)` })
      .from(commissions)
      .where(and(eq(commissions.partnerId, partnerId), eq(commissions.status, 'accrued'))),
    db
      .select({ total: count() })
      .from(proposals)
      .where(and(eq(proposals.partnerId, partnerId), eq(proposals.status, 'open'), sql`${proposals.expiresAt} > ${now}`)),
  ]);
  return {
    clients: clients?.total ?? 0,
    aumPaise: Number(aum?.total ?? 0),
    commissionThisMonthPaise: Number(thisMonth?.total ?? 0),
    commissionThisYearPaise: Number(thisYear?.total ?? 0),
    financialYear: fy.label,
    nextPayoutPaise: Number(accrued?.total ?? 0),
    openProposals: open?.total ?? 0,
  };
}
