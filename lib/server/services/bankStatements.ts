// Bank statements matched to orders. An upload is read whole (lib/bankStatements/parse.ts) and its credit
// lines kept once each (a unique fingerprint: the same line in a later upload is never imported again).
// Lines are matched to orders each time they are shown, since an investor may report a UTR after the
// import: a credit pays an order awaiting payment that reported its UTR, for exactly its total, or a
// checkout's payment group (found by its UTR or its "PB-P-…" reference) for exactly the group's amount.
// Confirming moves the matched orders (a group's all together) to payment received in one transaction,
// through the desk's own confirmation, each with the line's UTR as its payment reference.
import { createHash } from 'node:crypto';

import { and, asc, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';

import { parseStatement, type ColumnMapping, type StatementLine } from '@/lib/bankStatements/parse';
import { formatDate, formatPaise } from '@/lib/format';
import { fieldsCsv } from '@/lib/reports/csv';
import type { Db } from '@/lib/server/db/client';
import { pagedQuery, type Paging } from '@/lib/server/db/paging';
import { bankStatementLines, bankStatements, operators, orders, paymentGroups, users, type OrderStatus } from '@/lib/server/db/schema';
import { badRequest, conflict, HttpError, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { audit, type Tx } from '@/lib/server/services/operators';
import { matching } from '@/lib/server/services/referenceAdmin';
import { confirmOrderPaidInTx, UNPAID_STATUSES } from '@/lib/server/services/orders';
import type { LineOutcome } from '@/lib/status/bankStatements';
import { STATEMENT_MESSAGES, type StatementConfirmInput, type StatementListQuery } from '@/lib/validations/bankStatements';

type Conn = Db | Tx;

// ---- Import ----

// Windows-1252's characters for the bytes 0x80–0x9F, where Latin-1 has control characters (the text
// rule refuses those); its five unassigned bytes stay control characters.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/** The file's text: UTF-8, or Windows-1252 for an older export; a PDF, a spreadsheet or other binary is refused. */
function statementText(data: Buffer): string {
  const head = data.subarray(0, 8).toString('latin1');
  if (data.includes(0) || head.startsWith('%PDF') || head.startsWith('PK'))
    throw badRequest(STATEMENT_MESSAGES.notText, { file: STATEMENT_MESSAGES.notText });
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    return data.toString('latin1').replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH.charAt(char.charCodeAt(0) - 0x80));
  }
}

/** Each line with its key: what the bank printed, and its place among identical lines of the file (two equal payments on one day). */
function fingerprinted(lines: readonly StatementLine[]): { line: StatementLine; fingerprint: string }[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const printed = [
      line.date,
      line.description.toUpperCase(),
      line.reference.toUpperCase(),
      line.amountPaise,
      line.balancePaise ?? '',
    ].join('|');
    const nth = (seen.get(printed) ?? 0) + 1;
    seen.set(printed, nth);
    return { line, fingerprint: createHash('sha256').update(`${printed}|${nth}`).digest('hex') };
  });
}

export interface StatementUpload {
  fileName: string;
  data: Buffer;
}

/**
 * Imports a statement: a file with any unreadable line is refused whole (400, a message per row) and
 * stores nothing; otherwise its credit lines not seen before are kept, in one transaction, and the
 * statement is answered with its matches.
 */
export async function importStatement(db: Db, operatorId: number, upload: StatementUpload, mapping?: ColumnMapping) {
  const parsed = parseStatement(statementText(upload.data), mapping);
  if (!parsed.ok) {
    const rows = Object.fromEntries(parsed.problems.map((problem) => [`row${problem.row}`, problem.message]));
    throw badRequest(parsed.message, { file: parsed.message, ...rows });
  }
  const credits = fingerprinted(parsed.lines).filter(({ line }) => line.amountPaise > 0);
  const id = await db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(bankStatements)
      .values({
        fileName: upload.fileName.slice(0, 200) || 'statement.csv',
        format: parsed.format,
        operatorId,
        newLines: 0,
        repeatedLines: 0,
        debitLines: parsed.lines.length - credits.length,
      })
      .returning({ id: bankStatements.id });
    if (!statement) throw new Error('The statement was not stored.');
    const statementId = statement.id;
    const stored =
      credits.length === 0
        ? []
        : await tx
            .insert(bankStatementLines)
            .values(
              credits.map(({ line, fingerprint }) => ({
                statementId,
                fingerprint,
                row: line.row,
                valueDate: line.date,
                description: line.description,
                reference: line.reference,
                utrs: line.utrs,
                orderReferences: line.orderReferences,
                amountPaise: line.amountPaise,
                balancePaise: line.balancePaise,
              })),
            )
            // A line imported before (by an earlier upload, or one committing alongside) is left where it is.
            .onConflictDoNothing({ target: bankStatementLines.fingerprint })
            .returning({ id: bankStatementLines.id });
    const counts = { newLines: stored.length, repeatedLines: credits.length - stored.length };
    await tx.update(bankStatements).set(counts).where(eq(bankStatements.id, statementId));
    await audit(tx, operatorId, {
      action: 'bank_statement.import',
      entity: 'bank_statement',
      entityId: statementId,
      after: { fileName: upload.fileName, format: parsed.format, ...counts, debitLines: parsed.lines.length - credits.length },
    });
    return statementId;
  });
  return getStatement(db, id);
}

// ---- Matching ----

interface LineRow {
  id: number;
  row: number;
  valueDate: string;
  description: string;
  reference: string;
  utrs: string[];
  orderReferences: string[];
  amountPaise: number;
  orderId: number | null;
  confirmedAt: Date | null;
}

const lineColumns = {
  id: bankStatementLines.id,
  row: bankStatementLines.row,
  valueDate: bankStatementLines.valueDate,
  description: bankStatementLines.description,
  reference: bankStatementLines.reference,
  utrs: bankStatementLines.utrs,
  orderReferences: bankStatementLines.orderReferences,
  amountPaise: bankStatementLines.amountPaise,
  orderId: bankStatementLines.orderId,
  confirmedAt: bankStatementLines.confirmedAt,
};

interface OrderFacts {
  id: number;
  reference: string;
  status: OrderStatus;
  totalPaise: number;
  utr: string | null;
  paymentReference: string | null;
  reason: string | null;
  /** The checkout's payment group the order is paid with, if any. */
  group: { id: number; reference: string; totalPaise: number } | null;
}

export interface LineView {
  id: number;
  row: number;
  date: string;
  description: string;
  /** The UTR the line pays with (the order's, when it matched one), else its likeliest one. */
  utr: string | null;
  amountPaise: number;
  outcome: LineOutcome;
  order: Pick<OrderFacts, 'id' | 'reference' | 'status' | 'totalPaise'> | null;
  /** The orders the line pays: the order, or its payment group's unpaid orders. */
  orders: Pick<OrderFacts, 'id' | 'reference' | 'status' | 'totalPaise'>[];
  /** What the desk should do about it. */
  advice: string;
}

/** A line that pays an order exactly: it names the order and the UTR to record. */
export type MatchedLine = LineView & { outcome: 'matched'; order: NonNullable<LineView['order']>; utr: string };
const isMatched = (line: LineView): line is MatchedLine => line.outcome === 'matched' && line.order !== null && line.utr !== null;

const RECEIVED: OrderStatus[] = ['payment_received', 'transfer_initiated', 'completed'];
const isUnpaid = (status: OrderStatus) => (UNPAID_STATUSES as readonly OrderStatus[]).includes(status);

/** The orders lines may concern (by UTR, recorded payment reference or our reference in the narration), locked when confirming. */
async function ordersFor(conn: Conn, lines: readonly LineRow[], lock: boolean): Promise<OrderFacts[]> {
  const utrs = [...new Set(lines.flatMap((line) => line.utrs))];
  const references = [...new Set(lines.flatMap((line) => line.orderReferences))];
  const ids = lines.flatMap((line) => (line.orderId === null ? [] : [line.orderId]));
  const where: SQL[] = [];
  if (utrs.length > 0) where.push(inArray(orders.utr, utrs), inArray(sql`upper(${orders.paymentReference})`, utrs));
  if (references.length > 0) where.push(inArray(orders.reference, references));
  if (ids.length > 0) where.push(inArray(orders.id, ids));
  if (where.length === 0) return [];
  // A group is found through any of its orders or its own reference, and brings all its orders.
  const groups = conn
    .select({ id: paymentGroups.id })
    .from(paymentGroups)
    .leftJoin(orders, eq(orders.paymentGroupId, paymentGroups.id))
    .where(or(...where, references.length > 0 ? inArray(paymentGroups.reference, references) : undefined));
  const query = conn
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      totalPaise: orders.totalPaise,
      utr: orders.utr,
      paymentReference: orders.paymentReference,
      reason: orders.reason,
      group: { id: paymentGroups.id, reference: paymentGroups.reference, totalPaise: paymentGroups.totalPaise },
    })
    .from(orders)
    .leftJoin(paymentGroups, eq(paymentGroups.id, orders.paymentGroupId))
    .where(or(...where, inArray(orders.paymentGroupId, groups)))
    .orderBy(asc(orders.id));
  // In id order, as every other path that locks several orders, so two confirmations never wait in a circle.
  return lock ? await query.for('update', { of: orders }) : await query;
}

function judge(line: LineRow, found: readonly OrderFacts[], claimed: Set<number>): LineView {
  const base = { id: line.id, row: line.row, date: line.valueDate, description: line.description, amountPaise: line.amountPaise };
  const brief = (order: OrderFacts) => ({ id: order.id, reference: order.reference, status: order.status, totalPaise: order.totalPaise });
  if (line.confirmedAt) {
    const order = found.find((one) => one.id === line.orderId);
    return {
      ...base,
      utr: order?.paymentReference ?? line.utrs[0] ?? null,
      outcome: 'confirmed',
      order: order ? brief(order) : null,
      orders: order ? [brief(order)] : [],
      advice: `Confirmed as the payment of ${order?.group ? `${order.group.reference} (order ${order.reference} and the others it pays)` : `order ${order?.reference ?? ''}`}.`,
    };
  }
  const byUtr = found.find((order) => order.utr !== null && line.utrs.includes(order.utr));
  const byPayment = found.find((order) => order.paymentReference !== null && line.utrs.includes(order.paymentReference.toUpperCase()));
  const byReference = found.find(
    (order) =>
      line.orderReferences.includes(order.reference) || (order.group !== null && line.orderReferences.includes(order.group.reference)),
  );
  const order = byUtr ?? byPayment ?? byReference;
  const utr = byUtr?.utr ?? byPayment?.paymentReference?.toUpperCase() ?? line.utrs[0] ?? null;
  // A group is paid whole: its amount is the group's, and the line pays its orders still unpaid.
  const group = order?.group ?? null;
  const payees = group ? found.filter((one) => one.group?.id === group.id && isUnpaid(one.status)) : order ? [order] : [];
  const what = group ? `payment ${group.reference} (${payees.map((one) => one.reference).join(', ')})` : `order ${order?.reference ?? ''}`;
  const view = (outcome: LineOutcome, advice: string): LineView => ({
    ...base,
    utr,
    outcome,
    order: order ? brief(order) : null,
    orders: payees.map(brief),
    advice,
  });
  if (!order) {
    return view(
      'utr_unknown',
      utr
        ? `No order reported the UTR ${utr}. Find the investor from the narration: once they report this UTR on their order it matches here; if nobody claims it, return the money.`
        : 'No UTR or order reference in this line. Find the investor from the narration and confirm the payment on their order by hand, or return the money.',
    );
  }
  if (isUnpaid(order.status)) {
    if (!byUtr) {
      return view(
        'utr_unknown',
        `The narration names order ${order.reference}, but ${order.utr ? `its investor reported the UTR ${order.utr}` : 'its investor has not reported a UTR'}. Check with the investor, then confirm the payment by hand on ${group ? `the page of payment ${group.reference}` : 'the order'}.`,
      );
    }
    const duePaise = group ? group.totalPaise : order.totalPaise;
    if (line.amountPaise !== duePaise) {
      const gap = line.amountPaise - duePaise;
      return view(
        'amount_differs',
        `Received ${formatPaise(line.amountPaise)}, but ${what} comes to ${formatPaise(duePaise)} (${gap < 0 ? 'short' : 'over'} by ${formatPaise(Math.abs(gap))}). ` +
          (gap < 0
            ? 'Ask the investor to pay the difference, or reject the order and refund.'
            : 'Confirm it by hand and refund the excess, or ask the desk.'),
      );
    }
    if (claimed.has(order.id)) {
      return view(
        'paid_twice',
        `An earlier line of this statement already pays ${what} with the same UTR: refund this one if the money arrived twice.`,
      );
    }
    for (const one of payees) claimed.add(one.id);
    return view('matched', `Pays ${what} exactly: confirm it.`);
  }
  if (RECEIVED.includes(order.status)) {
    if (order.paymentReference && line.utrs.includes(order.paymentReference.toUpperCase()))
      return view('already_recorded', `Already recorded as the payment of order ${order.reference}: nothing to do.`);
    return view(
      'paid_twice',
      `Order ${order.reference} was already paid (reference ${order.paymentReference ?? 'not recorded'}): this is a second payment. Refund it to the investor.`,
    );
  }
  return view(
    'order_closed',
    `Order ${order.reference} was ${order.status === 'rejected' ? 'rejected' : 'cancelled'} before this money arrived on ${formatDate(line.valueDate)}` +
      `${order.reason ? ` (${order.reason})` : ''}. Refund it, or ask the investor to place the order again.`,
  );
}

async function judgeLines(conn: Conn, lines: readonly LineRow[], lock = false): Promise<LineView[]> {
  const found = await ordersFor(conn, lines, lock);
  const claimed = new Set<number>();
  return lines.map((line) => judge(line, found, claimed));
}

/** Orders whose investor reported a payment (awaiting it or to check) that no imported statement holds. */
async function paymentsNotInAnyStatement(db: Db) {
  const rows = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      utr: orders.utr,
      totalPaise: orders.totalPaise,
      status: orders.status,
      paymentReportedAt: orders.paymentReportedAt,
      investor: users.fullName,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        inArray(orders.status, UNPAID_STATUSES),
        isNotNull(orders.utr),
        sql`not exists (select 1 from ${bankStatementLines} where ${orders.utr} = any(${bankStatementLines.utrs}))`,
      ),
    )
    .orderBy(asc(orders.paymentReportedAt), asc(orders.id))
    .limit(100);
  return rows.map((row) => ({
    ...row,
    paymentReportedAt: row.paymentReportedAt?.toISOString() ?? null,
    advice: 'Reported as paid, but in no statement imported: check the next statement, or ask the investor for proof of the transfer.',
  }));
}

// ---- Reading ----

const statementColumns = {
  id: bankStatements.id,
  fileName: bankStatements.fileName,
  format: bankStatements.format,
  newLines: bankStatements.newLines,
  repeatedLines: bankStatements.repeatedLines,
  debitLines: bankStatements.debitLines,
  createdAt: bankStatements.createdAt,
  importedBy: operators.fullName,
  confirmedLines:
    sql<number>`(select count(*) from ${bankStatementLines} where ${bankStatementLines.statementId} = ${bankStatements.id} and ${bankStatementLines.confirmedAt} is not null)`.mapWith(
      Number,
    ),
  creditPaise:
    sql<number>`(select coalesce(sum(${bankStatementLines.amountPaise}), 0) from ${bankStatementLines} where ${bankStatementLines.statementId} = ${bankStatements.id})`.mapWith(
      Number,
    ),
};

export async function listStatements(db: Db, query: Paging & Pick<StatementListQuery, 'q' | 'layout'>) {
  const where = and(matching(query.q, bankStatements.fileName), query.layout ? eq(bankStatements.format, query.layout) : undefined);
  return pagedQuery(
    db
      .select(statementColumns)
      .from(bankStatements)
      .leftJoin(operators, eq(operators.id, bankStatements.operatorId))
      .where(where)
      .orderBy(desc(bankStatements.createdAt), desc(bankStatements.id)),
    db.$count(bankStatements, where),
    query,
    (row) => ({ ...row, createdAt: row.createdAt.toISOString() }),
  );
}

/** The imported statements as CSV (`format=csv`): each statement's counts and who imported it. */
export const STATEMENTS_CSV = fieldsCsv<Awaited<ReturnType<typeof listStatements>>['result'][number]>('bank-statements', [
  'id',
  'createdAt',
  'fileName',
  'format',
  'newLines',
  'repeatedLines',
  'debitLines',
  'confirmedLines',
  'creditPaise',
  'importedBy',
]);

/** A statement with its lines judged now: matched (to confirm), the others with what to do, and reported payments no statement holds. */
export async function getStatement(db: Db, id: number) {
  const [statement] = await db
    .select(statementColumns)
    .from(bankStatements)
    .leftJoin(operators, eq(operators.id, bankStatements.operatorId))
    .where(eq(bankStatements.id, id))
    .limit(1);
  if (!statement) throw notFound('No such statement.');
  const lines = await db
    .select(lineColumns)
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, id))
    .orderBy(asc(bankStatementLines.row));
  const judged = await judgeLines(db, lines);
  const matched = judged.filter(isMatched);
  return {
    ...statement,
    createdAt: statement.createdAt.toISOString(),
    matched: matched.map((line) => ({ ...line, orderId: line.order.id, reference: line.utr })),
    matchedPaise: matched.reduce((sum, line) => sum + line.amountPaise, 0),
    unmatched: judged.filter((line) => line.outcome !== 'matched'),
    notInStatements: await paymentsNotInAnyStatement(db),
  };
}

// ---- Confirming ----

/**
 * Moves the orders of the statement's matched lines (all, or those chosen) to payment received with the
 * line's UTR as the payment reference, in one transaction: the statement and its lines locked, the orders
 * locked in id order and judged again, each moved through the desk's transition (event, notice, audit).
 * A chosen line no longer matched, or nothing left to confirm (a second confirmation), is a 409 and
 * changes nothing.
 */
export async function confirmStatement(db: Db, operatorId: number, id: number, input: StatementConfirmInput) {
  const confirmed = await db.transaction(async (tx) => {
    const [statement] = await tx.select({ id: bankStatements.id }).from(bankStatements).where(eq(bankStatements.id, id)).for('update');
    if (!statement) throw notFound('No such statement.');
    const lines = await tx
      .select(lineColumns)
      .from(bankStatementLines)
      .where(eq(bankStatementLines.statementId, id))
      .orderBy(asc(bankStatementLines.row))
      .for('update');
    const judged = await judgeLines(tx, lines, true);
    let chosen = judged.filter(isMatched);
    if (input.lineIds) {
      const wanted = new Set(input.lineIds);
      const stale = judged.filter((line) => wanted.has(line.id) && !isMatched(line));
      const unknown = input.lineIds.filter((lineId) => !judged.some((line) => line.id === lineId));
      if (unknown.length > 0) throw notFound('A line chosen is not in this statement.');
      if (stale.length > 0) {
        throw conflict(
          `${stale.map((line) => `Row ${line.row} is no longer matched (${line.advice})`).join(' ')} Nothing was confirmed: reload the statement.`,
          undefined,
          'invalid_transition',
        );
      }
      chosen = chosen.filter((line) => wanted.has(line.id));
    }
    if (chosen.length === 0) {
      throw conflict(
        'Nothing to confirm: no line of this statement is matched to an unpaid order now (already confirmed?).',
        undefined,
        'invalid_transition',
      );
    }
    for (const line of chosen) {
      const { order } = line;
      try {
        // A payment of several orders moves whole, as the desk confirms it on its page.
        await confirmOrderPaidInTx(tx, operatorId, order.id, line.utr);
      } catch (error) {
        if (error instanceof HttpError)
          throw new HttpError(error.status, `Order ${order.reference}: ${error.message} Nothing was confirmed.`, { code: error.code });
        throw error;
      }
      await tx
        .update(bankStatementLines)
        .set({ orderId: order.id, confirmedAt: sql`now()`, confirmedBy: operatorId })
        .where(eq(bankStatementLines.id, line.id));
    }
    const totalPaise = chosen.reduce((sum, line) => sum + line.amountPaise, 0);
    await audit(tx, operatorId, {
      action: 'bank_statement.confirm',
      entity: 'bank_statement',
      entityId: id,
      after: {
        orders: chosen.map((line) => ({ orderIds: line.orders.map((one) => one.id), reference: line.utr, amountPaise: line.amountPaise })),
        totalPaise,
      },
    });
    return {
      orders: chosen.flatMap((line) => line.orders.map((one) => ({ orderId: one.id, orderReference: one.reference, reference: line.utr }))),
      totalPaise,
    };
  });
  kickOutbox(db);
  return { ...confirmed, statement: await getStatement(db, id) };
}
