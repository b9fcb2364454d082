// Bulk price files (issue 22): a CSV of companies' prices, partner prices, available quantities and the
// price's source is previewed (stored with each row's current and new values, or why it is refused;
// nothing else changes), then applied: every ok row in one transaction with the companies locked, or,
// when a row moves a price beyond the four-eyes threshold or changes inventory, proposed as one
// approval that a second person's approval applies whole. Refused rows are never applied.
import { and, eq, inArray, or } from 'drizzle-orm';

import { CsvError } from '@/lib/csvParse';
import type { Db } from '@/lib/server/db/client';
import { companies, priceImports } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { propose } from '@/lib/server/services/approvals';
import {
  afterCompaniesChange,
  applyCompanyChange,
  companyChangeChecks,
  lockCompanies,
  type LockedCompany,
} from '@/lib/server/services/companies';
import { fieldsBeyondThreshold, priceOrderErrors, referencePrices, type CompanyPrices } from '@/lib/prices/controls';
import { istDate } from '@/lib/reports/dates';
import { audit, type Tx } from '@/lib/server/services/operators';
import { getPlatformSettings, holidaysFrom } from '@/lib/server/services/settings';
import { readPriceFile, type PriceImportFigures, type PriceImportRow, type ReadRow } from '@/lib/validations/priceImport';

export const PRICE_IMPORT_APPLY_MESSAGES = {
  applied: 'This price file has already been applied.',
  awaiting: 'This price file already waits for a second person’s approval.',
  nothing: 'No row of this file changes a company: there is nothing to apply.',
} as const;

const percent = (from: number, to: number) => (from > 0 ? Math.round(((to - from) / from) * 1000) / 10 : 0);

/** Reads the file (a CsvError becomes a 400 naming the file field) into rows; nothing is stored for a bad file. */
function readFile(data: Uint8Array): ReadRow[] {
  try {
    return readPriceFile(data);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(error.message, { file: error.message });
    throw error;
  }
}

type KnownCompany = Pick<
  LockedCompany,
  | 'id'
  | 'slug'
  | 'name'
  | 'pricePaise'
  | 'partnerPricePaise'
  | 'buybackPricePaise'
  | 'availableQuantity'
  | 'priceReference'
  | 'pricesChangedAt'
> & {
  isin: string | null;
};

async function companiesNamed(db: Db, rows: readonly ReadRow[]): Promise<KnownCompany[]> {
  const slugs = rows.filter((row) => row.key.by === 'slug').map((row) => row.key.value.toLowerCase());
  const isins = rows.filter((row) => row.key.by === 'isin').map((row) => row.key.value.toUpperCase());
  if (!slugs.length && !isins.length) return [];
  return db
    .select({
      id: companies.id,
      slug: companies.slug,
      isin: companies.isin,
      name: companies.name,
      pricePaise: companies.pricePaise,
      partnerPricePaise: companies.brokerPricePaise,
      buybackPricePaise: companies.buybackPricePaise,
      availableQuantity: companies.availableQuantity,
      priceReference: companies.priceReference,
      pricesChangedAt: companies.pricesChangedAt,
    })
    .from(companies)
    .where(or(slugs.length ? inArray(companies.slug, slugs) : undefined, isins.length ? inArray(companies.isin, isins) : undefined));
}

const figuresOf = (
  company: Pick<KnownCompany, 'pricePaise' | 'partnerPricePaise' | 'buybackPricePaise' | 'availableQuantity'>,
): PriceImportFigures => ({
  pricePaise: company.pricePaise,
  partnerPricePaise: company.partnerPricePaise,
  buybackPricePaise: company.buybackPricePaise,
  availableQuantity: company.availableQuantity,
});

const sameFigures = (a: PriceImportFigures, b: PriceImportFigures) =>
  a.pricePaise === b.pricePaise &&
  a.partnerPricePaise === b.partnerPricePaise &&
  a.buybackPricePaise === b.buybackPricePaise &&
  a.availableQuantity === b.availableQuantity;

/** The rules a row is read against: the four-eyes threshold, the partner price's floor, the market holidays. */
interface PreviewRules {
  thresholdPercent: number;
  floorPercent: number;
  holidays: ReadonlySet<string>;
  now: Date;
}

/** The company's prices if the row applied (a row without a buy-back price leaves it as it is). */
const rowPrices = (
  company: KnownCompany,
  next: Pick<PriceImportFigures, 'pricePaise' | 'partnerPricePaise' | 'buybackPricePaise'>,
): CompanyPrices => ({
  pricePaise: next.pricePaise,
  partnerPricePaise: next.partnerPricePaise,
  buybackPricePaise: next.buybackPricePaise ?? company.buybackPricePaise,
});

/** Each read row against the companies it names: refused (with why) or ok, with the difference it makes. */
function previewRows(read: readonly ReadRow[], known: readonly KnownCompany[], rules: PreviewRules): PriceImportRow[] {
  const companyOf = (row: ReadRow) =>
    row.key.by === 'slug'
      ? known.find((company) => company.slug === row.key.value.toLowerCase())
      : known.find((company) => company.isin === row.key.value.toUpperCase());
  const linesByCompany = new Map<number, number[]>();
  for (const row of read) {
    const company = companyOf(row);
    if (company) linesByCompany.set(company.id, [...(linesByCompany.get(company.id) ?? []), row.line]);
  }
  return read.map((row): PriceImportRow => {
    const company = companyOf(row);
    const next = row.values && {
      ...row.values,
      buybackPricePaise: row.values.buybackPricePaise ?? company?.buybackPricePaise ?? null,
      priceNote: row.values.priceNote ?? null,
    };
    const base = { line: row.line, slug: company?.slug ?? row.key.value, companyName: company?.name ?? null, next };
    const refused = (reason: string) => ({
      ...base,
      status: 'refused' as const,
      reason,
      current: company ? figuresOf(company) : null,
      difference: null,
      changes: false,
      needsApproval: false,
    });
    if (!company) {
      return refused(
        row.key.value ? `No company has the ${row.key.by === 'slug' ? 'slug' : 'ISIN'} "${row.key.value}".` : (row.reason ?? ''),
      );
    }
    const lines = linesByCompany.get(company.id) ?? [];
    if (lines.length > 1) return refused(`${company.name} is on lines ${lines.join(', ')}: keep one row per company.`);
    if (row.reason || !next) return refused(row.reason ?? 'The row could not be read.');
    const outOfOrder = Object.values(priceOrderErrors(rowPrices(company, next), rules.floorPercent))[0];
    if (outOfOrder) return refused(outOfOrder);
    const current = figuresOf(company);
    const difference = {
      pricePercent: percent(current.pricePaise, next.pricePaise),
      partnerPricePercent: percent(current.partnerPricePaise, next.partnerPricePaise),
      quantity: next.availableQuantity - current.availableQuantity,
    };
    const changes = !sameFigures(current, next);
    const reference = referencePrices(company, rules.now, rules.holidays);
    const needsApproval =
      fieldsBeyondThreshold(reference, rowPrices(company, next), rules.thresholdPercent).length > 0 || difference.quantity !== 0;
    return { ...base, status: 'ok', reason: null, current, difference, changes, needsApproval };
  });
}

const importView = (row: typeof priceImports.$inferSelect) => ({
  id: row.id,
  fileName: row.fileName,
  status: row.status,
  rows: row.rows,
  approval: row.approvalId === null ? null : { id: row.approvalId },
  createdAt: row.createdAt.toISOString(),
  appliedAt: row.appliedAt?.toISOString() ?? null,
  counts: {
    ok: row.rows.filter((line) => line.status === 'ok').length,
    refused: row.rows.filter((line) => line.status === 'refused').length,
    changing: row.rows.filter((line) => line.status === 'ok' && line.changes).length,
    needingApproval: row.rows.filter((line) => line.status === 'ok' && line.needsApproval).length,
  },
});

/** Reads and checks a price file and stores it for applying; no company changes. */
export async function previewPriceImport(db: Db, operatorId: number, file: { fileName: string; data: Uint8Array }) {
  const read = readFile(file.data);
  const [known, settings] = await Promise.all([companiesNamed(db, read), getPlatformSettings(db)]);
  const now = new Date();
  const changed = known.flatMap((company) => (company.pricesChangedAt ? [istDate(company.pricesChangedAt)] : [])).sort();
  const holidays = changed[0] ? await holidaysFrom(db, changed[0]) : new Set<string>();
  const rules = { thresholdPercent: settings.priceApprovalPercent, floorPercent: settings.partnerPriceFloorPercent, holidays, now };
  const rows = previewRows(read, known, rules);
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(priceImports)
      .values({ fileName: file.fileName.slice(0, 200) || 'prices.csv', rows, createdBy: operatorId })
      .returning();
    if (!row) throw new Error('The price import was not written.');
    await audit(tx, operatorId, {
      action: 'price_import.preview',
      entity: 'price_import',
      entityId: row.id,
      after: { fileName: row.fileName, rows: rows.length, refused: rows.filter((line) => line.status === 'refused').length },
    });
    return row;
  });
  return importView(stored);
}

export async function getPriceImport(db: Db, id: number) {
  const [row] = await db.select().from(priceImports).where(eq(priceImports.id, id)).limit(1);
  if (!row) throw notFound('No price file has this id.');
  return importView(row);
}

async function lockImport(tx: Tx, id: number) {
  const [row] = await tx.select().from(priceImports).where(eq(priceImports.id, id)).for('update').limit(1);
  if (!row) throw notFound('No price file has this id.');
  return row;
}

/** The ok rows that change a company, each with its company locked (null where the company is gone). */
async function lockRows(tx: Tx, rows: readonly PriceImportRow[]) {
  const changing = rows.filter((row) => row.status === 'ok' && row.changes);
  const locked = await lockCompanies(
    tx,
    changing.map((row) => row.slug),
  );
  return changing.map((row) => ({ row, company: locked.find((company) => company.slug === row.slug) ?? null }));
}

/** "Prices or stock changed since the preview on line 2 (acme)…", or null when every row still holds. */
function movedSincePreview(pairs: Awaited<ReturnType<typeof lockRows>>): string | null {
  const stale = pairs.filter(({ row, company }) => !company || !row.current || !sameFigures(figuresOf(company), row.current));
  if (!stale.length) return null;
  const named = stale.map(({ row }) => `line ${row.line} (${row.slug})`).join(', ');
  return `Prices or stock changed since the preview on ${named}: upload the file again to see the new values.`;
}

/**
 * The ok rows that change a company, each with its company locked. A company whose price, partner price or
 * stock moved since the preview refuses the whole apply (409 naming the rows): the file was checked
 * against values that no longer hold, and it must not overwrite a newer change.
 */
async function lockChangingRows(tx: Tx, rows: readonly PriceImportRow[]) {
  const pairs = await lockRows(tx, rows);
  const moved = movedSincePreview(pairs);
  if (moved) throw conflict(moved);
  return pairs.map(({ row, company }) => ({ row, company: company as LockedCompany }));
}

/** What moved since a file waiting for approval was previewed (null while it holds), its companies locked. */
export async function priceImportStale(tx: Tx, id: number): Promise<string | null> {
  const stored = await lockImport(tx, id);
  return movedSincePreview(await lockRows(tx, stored.rows));
}

/** A row as the change it makes to its company. */
const rowChange = (row: PriceImportRow) => {
  if (!row.next) return null;
  const { pricePaise, partnerPricePaise, buybackPricePaise, availableQuantity, priceSource, priceNote } = row.next;
  return {
    pricePaise,
    partnerPricePaise,
    ...(typeof buybackPricePaise === 'number' && { buybackPricePaise }),
    availableQuantity,
    priceSource,
    ...(priceNote !== null && { priceNote }),
  };
};

/** A row against the rules in force now: prices out of order refuse the whole file (409 naming its line). */
async function checkRow(tx: Tx, company: LockedCompany, row: PriceImportRow) {
  const change = rowChange(row);
  const checks = change ? await companyChangeChecks(tx, company, change, new Date()) : { errors: {}, beyond: [] };
  const outOfOrder = Object.values(checks.errors)[0];
  if (outOfOrder) throw conflict(`Line ${String(row.line)} (${row.slug}): ${outOfOrder}`);
  return checks;
}

async function applyRows(tx: Tx, operatorId: number, id: number, pairs: Awaited<ReturnType<typeof lockChangingRows>>, approvalId?: number) {
  const now = new Date();
  for (const { row, company } of pairs) {
    const change = rowChange(row);
    if (!change) continue;
    await checkRow(tx, company, row);
    await applyCompanyChange(tx, operatorId, company, change, now, approvalId);
  }
  await tx.update(priceImports).set({ status: 'applied', appliedBy: operatorId, appliedAt: now }).where(eq(priceImports.id, id));
  await audit(tx, operatorId, {
    action: 'price_import.apply',
    entity: 'price_import',
    entityId: id,
    after: { companies: pairs.map(({ row }) => row.slug), ...(approvalId !== undefined && { approvalId }) },
  });
}

/**
 * Applies a previewed file: 200 when every change is within the four-eyes rules, else a `price_import`
 * approval (nothing changes until another person approves it). Applying twice is a 409.
 */
export async function applyPriceImport(db: Db, operatorId: number, id: number) {
  const outcome = await db.transaction(async (tx) => {
    const stored = await lockImport(tx, id);
    if (stored.status === 'applied') throw conflict(PRICE_IMPORT_APPLY_MESSAGES.applied);
    if (stored.status === 'awaiting_approval') throw conflict(PRICE_IMPORT_APPLY_MESSAGES.awaiting);
    const pairs = await lockChangingRows(tx, stored.rows);
    if (!pairs.length) throw conflict(PRICE_IMPORT_APPLY_MESSAGES.nothing);
    // The rules as they are now, not as they were at the preview.
    const beyond: typeof pairs = [];
    for (const pair of pairs) {
      const checks = await checkRow(tx, pair.company, pair.row);
      if (checks.beyond.length || pair.row.next?.availableQuantity !== pair.company.availableQuantity) beyond.push(pair);
    }
    if (beyond.length) {
      const approvalId = await propose(tx, operatorId, {
        kind: 'price_import',
        entity: 'price_import',
        entityId: String(id),
        payload: { importId: id, companies: pairs.map(({ row }) => row.slug) },
        summary: `Price file ${stored.fileName}: ${pairs.length} ${pairs.length === 1 ? 'company' : 'companies'}, ${beyond.length} beyond the price threshold or changing stock`,
      });
      await tx.update(priceImports).set({ status: 'awaiting_approval', approvalId }).where(eq(priceImports.id, id));
      return { approvalId, slugs: [] };
    }
    await applyRows(tx, operatorId, id, pairs);
    return { approvalId: null, slugs: pairs.map(({ row }) => row.slug) };
  });
  if (outcome.slugs.length) await afterCompaniesChange(db, outcome.slugs);
  return { ...(await getPriceImport(db, id)), applied: outcome.slugs.length };
}

/** Applies an approved price file (lib/server/services/approvalActions.ts), inside the approval's transaction. */
export async function applyApprovedPriceImport(tx: Tx, approverId: number, id: number, approvalId: number) {
  const stored = await lockImport(tx, id);
  if (stored.status !== 'awaiting_approval') throw conflict(PRICE_IMPORT_APPLY_MESSAGES.applied);
  await applyRows(tx, approverId, id, await lockChangingRows(tx, stored.rows), approvalId);
}

/**
 * A rejected price file goes back to the desk as it was before it was proposed: pending, with no
 * approval, so it can be applied again (proposed afresh) or left. Inside the rejection's transaction.
 */
export async function reopenRejectedPriceImport(tx: Tx, id: number, approvalId: number) {
  const stored = await lockImport(tx, id);
  if (stored.status !== 'awaiting_approval') return;
  await tx
    .update(priceImports)
    .set({ status: 'pending', approvalId: null })
    .where(and(eq(priceImports.id, id), eq(priceImports.approvalId, approvalId)));
}

/** After an approved file commits: the pages of every company it changed. */
export async function afterPriceImport(db: Db, id: number) {
  const { rows } = await getPriceImport(db, id);
  await afterCompaniesChange(
    db,
    rows.filter((row) => row.status === 'ok' && row.changes).map((row) => row.slug),
  );
}
