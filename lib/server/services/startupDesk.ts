// The console's startups desk (issue 22): startups are companies in the 'startup' category. The desk lists
// them (drafts too), adds one as a draft, changes what it says about itself, and publishes or unpublishes
// it (published_at; the public pages read publishedCompany() in services/companies.ts). Each write is one
// transaction with the row locked, audited, and the public pages that show the startup rendered again.
// Its price, stock and listing status stay on the Companies desk (sources, four eyes).
import { and, asc, eq, isNotNull, isNull } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { pickColumns } from '@/lib/server/db/columns';
import { violatedUniqueConstraint } from '@/lib/server/db/errors';
import { pagedQuery } from '@/lib/server/db/paging';
import { companies } from '@/lib/server/db/schema';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { companyPages, refreshPublicPages } from '@/lib/server/pageCache';
import { companySectors, recordPricePoint } from '@/lib/server/services/companies';
import { withOptionalIdempotency, type StoredAnswer } from '@/lib/server/services/idempotency';
import { audit, type Tx } from '@/lib/server/services/operators';
import { matching } from '@/lib/server/services/referenceAdmin';
import { isStartup } from '@/lib/server/services/startups';
import { checkSavedScreens } from '@/lib/server/services/savedScreens';
import { fieldsCsv } from '@/lib/reports/csv';
import type { PublicationStatus } from '@/lib/status/inbox';
import { amountToMinor } from '@/lib/validations/contentDesk';
import { slugFromTitle } from '@/lib/validations/knowledgeAdmin';
import {
  MAX_STARTUP_SLUG,
  STARTUP_MESSAGES,
  type NewStartupInput,
  type StartupInput,
  type StartupListQuery,
} from '@/lib/validations/startups';

export const STARTUP_MISSING = 'No startup has this address.';

const startupColumns = pickColumns(
  companies,
  'id',
  'slug',
  'name',
  'sector',
  'stage',
  'about',
  'founded',
  'headquarters',
  'logo',
  'amountRaisedPaise',
  'minInvestmentPaise',
  'pricePaise',
  'faceValuePaise',
  'status',
  'publishedAt',
  'updatedAt',
);

type StartupRow = Pick<typeof companies.$inferSelect, keyof typeof startupColumns>;

/** A startup as the console reads it: `publication` says whether the site shows it, `status` is its listing status. */
function startupView({ publishedAt, updatedAt, ...row }: StartupRow) {
  const publication: PublicationStatus = publishedAt ? 'published' : 'draft';
  return { ...row, publication, publishedAt: publishedAt?.toISOString() ?? null, updatedAt: updatedAt.toISOString() };
}
export type StartupView = ReturnType<typeof startupView>;

/** The public pages that show a startup: its own page and company page, the home page's startups and lists. */
const startupPages = (slug: string) => ['/Startups', `/Startups/${slug}`, ...companyPages(slug)];

export function listStartupsAdmin(db: Db, query: StartupListQuery) {
  const where = and(
    isStartup,
    matching(query.q, companies.name, companies.slug),
    query.stage ? eq(companies.stage, query.stage) : undefined,
    query.sector ? eq(companies.sector, query.sector) : undefined,
    query.status === 'draft' ? isNull(companies.publishedAt) : undefined,
    query.status === 'published' ? isNotNull(companies.publishedAt) : undefined,
  );
  const rows = db.select(startupColumns).from(companies).where(where).orderBy(asc(companies.name), asc(companies.id));
  return pagedQuery(rows, db.$count(companies, where), query, startupView);
}

/** The sectors startups have (drafts too), for the list's filter. */
export const startupSectorsAdmin = (db: Db) => companySectors(db, isStartup);

async function findStartup(conn: Db | Tx, slug: string, lock: boolean) {
  const query = conn
    .select(startupColumns)
    .from(companies)
    .where(and(eq(companies.slug, slug.toLowerCase()), isStartup))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(STARTUP_MISSING);
  return row;
}

export const getStartupAdmin = async (db: Db, slug: string) => startupView(await findStartup(db, slug, false));

/** The columns a startup's own fields set (amounts typed in rupees, stored as paise). */
const describedBy = (input: StartupInput) => ({
  name: input.name,
  sector: input.sector,
  stage: input.stage,
  about: input.about,
  founded: input.founded,
  headquarters: input.headquarters,
  amountRaisedPaise: amountToMinor(input.amountRaised),
  minInvestmentPaise: amountToMinor(input.minInvestment),
  logo: input.logo ?? null,
});

/** The address asked for, or one made from the name; never one another company has (409 on the address). */
function slugFor(input: NewStartupInput) {
  const slug = input.slug ?? slugFromTitle(input.name, MAX_STARTUP_SLUG);
  if (!slug) throw badRequest(STARTUP_MESSAGES.nameNoLetters, { name: STARTUP_MESSAGES.nameNoLetters });
  return slug;
}

const slugTaken = () => conflict(STARTUP_MESSAGES.slugTaken, { slug: STARTUP_MESSAGES.slugTaken });

/**
 * Adds a startup as a draft (no public page shows it until it is published). The price per share and face
 * value are the ones typed (the public pages show both); the partner price starts equal to it, and with no
 * stock its listing status is Coming Soon: nobody can buy until the Companies desk puts shares on sale.
 * With an Idempotency-Key the same request answers the same startup again.
 */
export async function createStartup(
  db: Db,
  operatorId: number,
  input: NewStartupInput,
  options: { idempotencyKey?: string; now?: Date } = {},
): Promise<StoredAnswer<StartupView>> {
  const now = options.now ?? new Date();
  const slug = slugFor(input);
  const run = async (tx: Tx) => {
    const [taken] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)).limit(1);
    if (taken) throw slugTaken();
    const pricePaise = amountToMinor(input.price);
    const [row] = await tx
      .insert(companies)
      .values({
        ...describedBy(input),
        slug,
        urlName: slug,
        category: 'startup',
        status: 'Coming Soon',
        faceValuePaise: amountToMinor(input.faceValue),
        pricePaise,
        brokerPricePaise: pricePaise,
        priceUpdatedAt: now,
        priceNote: 'Price when the startup was added.',
        publishedAt: null,
      })
      .returning(startupColumns);
    if (!row) throw new Error('The startup was not stored.');
    await recordPricePoint(tx, row.id, now, { pricePaise, source: 'desk_estimate', note: 'Price when the startup was added.' });
    const view = startupView(row);
    await audit(tx, operatorId, { action: 'startup.create', entity: 'startup', entityId: slug, before: null, after: view });
    return { status: 201, message: 'The startup is added as a draft.', data: view };
  };
  try {
    return await withOptionalIdempotency(
      db,
      { accountKind: 'operator', accountId: operatorId, key: options.idempotencyKey, request: { endpoint: 'startups', ...input } },
      run,
    );
  } catch (error) {
    // Two desks adding the same address at once: the second one's insert breaks the unique index.
    const constraint = violatedUniqueConstraint(error);
    if (constraint === 'companies_slug_key' || constraint === 'companies_url_name_key') throw slugTaken();
    throw error;
  }
}

/** One change of a startup, its row locked: audited with its view before and after, its public pages rendered again. */
async function changeStartup(
  db: Db,
  operatorId: number,
  slug: string,
  action: 'update' | 'publish' | 'unpublish',
  set: (before: StartupRow) => Partial<typeof companies.$inferInsert> | null,
) {
  const after = await db.transaction(async (tx) => {
    const before = await findStartup(tx, slug, true);
    const values = set(before);
    // Publishing a published startup (or the reverse) changes nothing and is not logged.
    if (!values) return startupView(before);
    const [row] = await tx
      .update(companies)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(companies.id, before.id))
      .returning(startupColumns);
    if (!row) throw notFound(STARTUP_MISSING);
    // A startup published or withdrawn, or its figures changed, may enter or leave saved screens.
    await checkSavedScreens(tx, [before.id]);
    const view = startupView(row);
    await audit(tx, operatorId, {
      action: `startup.${action}`,
      entity: 'startup',
      entityId: row.slug,
      before: startupView(before),
      after: view,
    });
    return view;
  });
  kickOutbox(db);
  await refreshPublicPages(startupPages(after.slug));
  return after;
}

export const updateStartup = (db: Db, operatorId: number, slug: string, input: StartupInput) =>
  changeStartup(db, operatorId, slug, 'update', () => describedBy(input));

export const publishStartup = (db: Db, operatorId: number, slug: string) =>
  changeStartup(db, operatorId, slug, 'publish', (before) => (before.publishedAt ? null : { publishedAt: new Date() }));

export const unpublishStartup = (db: Db, operatorId: number, slug: string) =>
  changeStartup(db, operatorId, slug, 'unpublish', (before) => (before.publishedAt ? { publishedAt: null } : null));

/** The list's CSV (format=csv): the fields of each startup the filters match. */
export const STARTUP_CSV = fieldsCsv<StartupView>('startups', [
  'slug',
  'name',
  'sector',
  'stage',
  'publication',
  'publishedAt',
  'amountRaisedPaise',
  'minInvestmentPaise',
  'pricePaise',
  'status',
  'founded',
  'headquarters',
  'updatedAt',
]);
