// The road to listing (issue 24): operators record a company's IPO milestones, holders hear of each
// once, and the public pipeline, the company page and the portfolio read the same rows.
// A milestone of each kind is one row: the first recording notifies the company's holders (panel and
// email, in the same transaction, the email only with their marketing-email consent: it is news about a
// company); recording the kind again corrects the row, audited, without telling anyone twice.
import { and, asc, eq, gt, inArray } from 'drizzle-orm';

import { formatDate, formatPaise } from '@/lib/format';
import type { IpoMilestoneFacts } from '@/lib/holdingRules';
import { byNearestListing } from '@/lib/ipoPipeline';
import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { companies, holdings, ipoMilestones } from '@/lib/server/db/schema';
import { notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { IPO_PIPELINE_PAGE, companyPages, refreshPublicPages } from '@/lib/server/pageCache';
import { lockCompanies, publishedCompany } from '@/lib/server/services/companies';
import { notify } from '@/lib/server/services/notifications';
import { audit, type Tx } from '@/lib/server/services/operators';
import { IPO_MILESTONE_KINDS, IPO_MILESTONE_LABELS, type IpoMilestoneKind } from '@/lib/status/ipo';
import type { IpoMilestoneBody } from '@/lib/validations/ipo';

type Conn = Db | Tx;

const milestoneColumns = pickColumns(
  ipoMilestones,
  'id',
  'companyId',
  'kind',
  'on',
  'priceBandLowPaise',
  'priceBandHighPaise',
  'listingPricePaise',
  'exchange',
  'allottedOn',
  'lockInMonths',
  'note',
);
type MilestoneRow = Pick<typeof ipoMilestones.$inferSelect, keyof typeof milestoneColumns>;

/** Milestones in the order they happen on the road (not the order they were recorded). */
const byRoad = (a: { kind: IpoMilestoneKind }, b: { kind: IpoMilestoneKind }) =>
  IPO_MILESTONE_KINDS.indexOf(a.kind) - IPO_MILESTONE_KINDS.indexOf(b.kind);

const view = ({ companyId: _companyId, ...row }: MilestoneRow) => ({ ...row, label: IPO_MILESTONE_LABELS[row.kind] });
export type IpoMilestoneView = ReturnType<typeof view>;

/** Each company's milestones in road order, by company id (companies without any are absent). */
export async function milestonesOf(db: Conn, companyIds: readonly number[]): Promise<Map<number, IpoMilestoneView[]>> {
  const result = new Map<number, IpoMilestoneView[]>();
  if (!companyIds.length) return result;
  const rows = await db
    .select(milestoneColumns)
    .from(ipoMilestones)
    .where(inArray(ipoMilestones.companyId, [...companyIds]));
  for (const row of rows.sort(byRoad)) result.set(row.companyId, [...(result.get(row.companyId) ?? []), view(row)]);
  return result;
}

/** One company's milestones in road order (empty when it has none). */
export async function companyMilestones(db: Conn, companyId: number): Promise<IpoMilestoneView[]> {
  return (await milestonesOf(db, [companyId])).get(companyId) ?? [];
}

/** The milestone's facts as the holding rules read them. */
export const milestoneFacts = (milestone: IpoMilestoneView): IpoMilestoneFacts => milestone;

function announcement(name: string, milestone: IpoMilestoneView) {
  const on = formatDate(milestone.on);
  const details: Record<IpoMilestoneKind, string> = {
    drhp_filed: `${name} filed its draft red herring prospectus with SEBI on ${on}.`,
    sebi_approved: `SEBI approved ${name}'s IPO on ${on}.`,
    price_band: `${name} announced its IPO price band on ${on}: ${formatPaise(milestone.priceBandLowPaise ?? 0)} to ${formatPaise(milestone.priceBandHighPaise ?? 0)} a share.`,
    listing_date: `${name} expects to list on ${milestone.exchange ?? 'the exchange'} on ${on}.`,
    listed: `${name} listed on ${milestone.exchange ?? 'the exchange'} on ${on} at ${formatPaise(milestone.listingPricePaise ?? 0)} a share.`,
  };
  const title = `${name}: ${IPO_MILESTONE_LABELS[milestone.kind]}`;
  const body = `${details[milestone.kind]} Your portfolio shows what it means for your shares: the lock-in, the estimate and the date they become long-term.`;
  return { title, body };
}

/**
 * Records a milestone of the company (or corrects the one of that kind on record), audited, in one
 * transaction with the company row locked; the first recording of a kind notifies every holder once.
 * Answers the company's milestones and how many holders were told.
 */
export async function recordIpoMilestone(db: Db, operatorId: number, slug: string, input: IpoMilestoneBody, now = new Date()) {
  const result = await db.transaction(async (tx) => {
    const [company] = await lockCompanies(tx, [slug]);
    if (!company) throw notFound('No company has this slug.');
    const [before] = await tx
      .select(milestoneColumns)
      .from(ipoMilestones)
      .where(and(eq(ipoMilestones.companyId, company.id), eq(ipoMilestones.kind, input.kind)))
      .for('update');
    const values = {
      on: input.on,
      priceBandLowPaise: input.priceBandLowPaise ?? null,
      priceBandHighPaise: input.priceBandHighPaise ?? null,
      listingPricePaise: input.listingPricePaise ?? null,
      exchange: input.exchange ?? null,
      allottedOn: input.allottedOn ?? null,
      lockInMonths: input.lockInMonths,
      note: input.note || null,
      recordedBy: operatorId,
      updatedAt: now,
    };
    const [saved] = before
      ? await tx.update(ipoMilestones).set(values).where(eq(ipoMilestones.id, before.id)).returning(milestoneColumns)
      : await tx
          .insert(ipoMilestones)
          .values({ ...values, companyId: company.id, kind: input.kind, createdAt: now })
          .returning(milestoneColumns);
    if (!saved) throw new Error('The milestone could not be written.');
    await audit(tx, operatorId, {
      action: 'company.ipo_milestone',
      entity: 'company',
      entityId: company.slug,
      before: before ? view(before) : null,
      after: view(saved),
    });
    const notified = before ? 0 : await notifyHolders(tx, company, view(saved));
    return { notified, milestones: await companyMilestones(tx, company.id) };
  });
  kickOutbox(db);
  await refreshPublicPages([IPO_PIPELINE_PAGE, ...companyPages(slug)]);
  return result;
}

async function notifyHolders(tx: Tx, company: { id: number; name: string }, milestone: IpoMilestoneView): Promise<number> {
  const holders = await tx
    .select({ userId: holdings.userId })
    .from(holdings)
    .where(and(eq(holdings.companyId, company.id), gt(holdings.quantity, 0)))
    .orderBy(asc(holdings.userId));
  const { title, body } = announcement(company.name, milestone);
  const message = {
    kind: `ipo.${milestone.kind}`,
    title,
    body,
    link: '/dashboard/UserPortfolio',
    entity: { type: 'ipo_milestone', id: milestone.id },
    email: { subject: title, text: body, purpose: 'marketing_email' as const },
  };
  for (const holder of holders) await notify(tx, { userId: holder.userId, ...message });
  return holders.length;
}

/** The public pipeline: published companies with milestones, the nearest listing first (`byNearestListing`). */
export async function ipoPipeline(db: Db) {
  const rows = await db
    .selectDistinct({ id: companies.id, slug: companies.slug, name: companies.name, sector: companies.sector, logo: companies.logo })
    .from(companies)
    .innerJoin(ipoMilestones, eq(ipoMilestones.companyId, companies.id))
    .where(publishedCompany());
  const milestones = await milestonesOf(
    db,
    rows.map((row) => row.id),
  );
  return rows
    .map(({ id, ...company }) => ({ ...company, milestones: milestones.get(id) ?? [] }))
    .map((company) => ({ ...company, listed: company.milestones.some((milestone) => milestone.kind === 'listed') }))
    .sort(byNearestListing);
}
export type IpoPipelineCompany = Awaited<ReturnType<typeof ipoPipeline>>[number];

/** The milestones of the company with this slug (the console's company page), in road order. */
export async function milestonesOfSlug(db: Db, slug: string): Promise<IpoMilestoneView[]> {
  const [company] = await db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
  return company ? companyMilestones(db, company.id) : [];
}
