// What an investor holds elsewhere (issue 24): their own records, for the net-worth view only. Nothing
// here is read by orders, statements or tax reports. Every change is scoped to the owner: another
// investor's id is a 404, never a 403 that would tell it exists.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';

import { CsvError } from '@/lib/csvParse';
import type { Db } from '@/lib/server/db/client';
import { companies, externalHoldings } from '@/lib/server/db/schema';
import { badRequest, notFound } from '@/lib/server/http/httpError';
import { publishedCompany } from '@/lib/server/services/companies';
import { withOptionalIdempotency } from '@/lib/server/services/idempotency';
import type { Tx } from '@/lib/server/services/operators';
import { paiseToRupees, type ListExport } from '@/lib/reports/csv';
import { ASSET_CLASS_LABELS } from '@/lib/status/assetClasses';
import {
  crossFieldErrors,
  DEFAULT_VALUE_SOURCE,
  EXTERNAL_CSV_COLUMNS,
  readExternalFile,
  tidyQuantity,
  type ExternalCsvColumn,
  type ExternalHoldingBody,
  type ExternalHoldingPatch,
} from '@/lib/validations/externalHoldings';

type Conn = Db | Tx;

const COLUMNS = {
  id: externalHoldings.id,
  assetClass: externalHoldings.assetClass,
  companyId: externalHoldings.companyId,
  companySlug: companies.slug,
  companyName: companies.name,
  name: externalHoldings.name,
  isin: externalHoldings.isin,
  quantity: externalHoldings.quantity,
  costPaise: externalHoldings.costPaise,
  acquiredOn: externalHoldings.acquiredOn,
  valuePaise: externalHoldings.valuePaise,
  valueAsOf: externalHoldings.valueAsOf,
  valueSource: externalHoldings.valueSource,
};

function view(row: Awaited<ReturnType<typeof selectHoldings>>[number]) {
  return {
    ...row,
    quantity: row.quantity === null ? null : tidyQuantity(row.quantity),
    assetClassLabel: ASSET_CLASS_LABELS[row.assetClass],
    gainPaise: row.valuePaise - row.costPaise,
  };
}
export type ExternalHolding = ReturnType<typeof view>;

function selectHoldings(db: Conn, userId: number, id?: number) {
  return (
    db
      .select(COLUMNS)
      .from(externalHoldings)
      // A draft is the console's only: a holding never shows its name.
      .leftJoin(companies, and(eq(companies.id, externalHoldings.companyId), publishedCompany()))
      .where(and(eq(externalHoldings.userId, userId), id === undefined ? undefined : eq(externalHoldings.id, id)))
      .orderBy(asc(externalHoldings.assetClass), asc(externalHoldings.name), asc(externalHoldings.id))
  );
}

/** The investor's holdings elsewhere, by asset class and name. */
export async function listExternalHoldings(db: Conn, userId: number): Promise<ExternalHolding[]> {
  return (await selectHoldings(db, userId)).map(view);
}

async function oneOf(db: Conn, userId: number, id: number) {
  const [row] = await selectHoldings(db, userId, id);
  if (!row) throw notFound('No such holding.');
  return view(row);
}

/** A company the investor may name: a published one; a draft answers as an id no company has. */
async function checkCompany(tx: Tx, companyId: number | null | undefined) {
  if (companyId === null || companyId === undefined) return;
  const [company] = await tx
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), publishedCompany()))
    .limit(1);
  if (!company) throw badRequest('No company has this id.', { companyId: 'No company has this id.' });
}

const rowValues = (input: ExternalHoldingBody) => ({
  ...input,
  companyId: input.companyId ?? null,
  isin: input.isin ?? null,
  quantity: input.quantity ?? null,
  valueSource: input.valueSource ?? DEFAULT_VALUE_SOURCE,
});

/** Records a holding held elsewhere (201); with an Idempotency-Key a repeat answers the same holding. */
export async function createExternalHolding(db: Db, userId: number, input: ExternalHoldingBody, idempotencyKey?: string) {
  return withOptionalIdempotency(
    db,
    { accountKind: 'user', accountId: userId, key: idempotencyKey, request: { endpoint: 'portfolio.external.create', input } },
    async (tx) => {
      await checkCompany(tx, input.companyId);
      const [created] = await tx
        .insert(externalHoldings)
        .values({ userId, ...rowValues(input) })
        .returning({ id: externalHoldings.id });
      if (!created) throw new Error('The holding was not written.');
      return { status: 201, message: 'Holding added.', data: await oneOf(tx, userId, created.id) };
    },
  );
}

/** Changes the fields sent; the record as it would then be is checked as a new one would be. */
export async function updateExternalHolding(db: Db, userId: number, id: number, patch: ExternalHoldingPatch) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(externalHoldings)
      .where(and(eq(externalHoldings.id, id), eq(externalHoldings.userId, userId)))
      .for('update')
      .limit(1);
    if (!row) throw notFound('No such holding.');
    // A holding moved out of unlisted shares no longer names a company unless the change names one.
    const companyId =
      patch.companyId === null
        ? undefined
        : (patch.companyId ?? (patch.assetClass && patch.assetClass !== 'unlisted' ? undefined : (row.companyId ?? undefined)));
    const merged = { ...row, ...patch, companyId };
    const errors = crossFieldErrors(merged);
    if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0] ?? 'Check the fields.', errors);
    await checkCompany(tx, patch.companyId);
    await tx
      .update(externalHoldings)
      .set({
        ...patch,
        companyId: companyId ?? null,
        // Who valued it, cleared, is the owner's own estimate again.
        valueSource: patch.valueSource === null ? DEFAULT_VALUE_SOURCE : patch.valueSource,
        updatedAt: sql`now()`,
      })
      .where(eq(externalHoldings.id, id));
    return oneOf(tx, userId, id);
  });
}

export async function deleteExternalHolding(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(externalHoldings)
    .where(and(eq(externalHoldings.id, id), eq(externalHoldings.userId, userId)))
    .returning({ id: externalHoldings.id });
  if (removed.length === 0) throw notFound('No such holding.');
  return { id };
}

/**
 * Adds every row of a CSV file, or none: a file with any bad row (or naming a company not listed here)
 * is a 400 whose `errors` say what is wrong on each line (`line 3: …`), and nothing is written.
 */
export async function importExternalHoldings(db: Db, userId: number, file: { data: Uint8Array }) {
  let lines;
  try {
    lines = readExternalFile(file.data);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(error.message, { file: error.message });
    throw error;
  }
  const slugs = [...new Set(lines.flatMap((line) => ('values' in line && line.values.companySlug ? [line.values.companySlug] : [])))];
  const known = slugs.length
    ? new Map(
        (
          await db
            .select({ id: companies.id, slug: companies.slug })
            .from(companies)
            .where(and(inArray(companies.slug, slugs), publishedCompany()))
        ).map((c) => [c.slug, c.id]),
      )
    : new Map<string, number>();
  const errors: Record<string, string> = {};
  const rows = lines.flatMap((line) => {
    if ('error' in line) {
      errors[`line ${line.line}`] = line.error;
      return [];
    }
    const { companySlug, ...values } = line.values;
    const companyId = companySlug ? known.get(companySlug) : undefined;
    if (companySlug && companyId === undefined) {
      errors[`line ${line.line}`] = `companySlug: no company here is called "${companySlug}".`;
      return [];
    }
    return [{ userId, ...rowValues({ ...values, companyId }) }];
  });
  const bad = Object.keys(errors).length;
  if (bad)
    throw badRequest(
      `${bad} of ${lines.length} rows cannot be imported; nothing was added. Correct them and upload the file again.`,
      errors,
    );
  await db.transaction(async (tx) => {
    await tx.insert(externalHoldings).values(rows);
  });
  return { imported: rows.length };
}

const csvValue: Record<ExternalCsvColumn, (row: ExternalHolding) => string | null> = {
  assetClass: (row) => row.assetClass,
  name: (row) => row.name,
  isin: (row) => row.isin,
  companySlug: (row) => row.companySlug,
  quantity: (row) => row.quantity,
  costRupees: (row) => paiseToRupees(row.costPaise),
  acquiredOn: (row) => row.acquiredOn,
  valueRupees: (row) => paiseToRupees(row.valuePaise),
  valueAsOf: (row) => row.valueAsOf,
  valueSource: (row) => row.valueSource,
};

/** The export: the import's own columns, so a file exported can be imported again. */
export const EXTERNAL_HOLDINGS_CSV: ListExport<ExternalHolding> = {
  name: 'held-elsewhere',
  columns: EXTERNAL_CSV_COLUMNS.map((header) => ({ header, value: csvValue[header] })),
};
