// Webcasts (/Webcast) and real-estate listings (/Global-Real-Estate) kept from the console, the way the
// FAQs and glossary are (referenceAdmin.ts): each write one transaction with the row locked, audited, and
// the public pages that show the entry rendered again. A draft stays off the site until it is published.
import { asc, desc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { violatedUniqueConstraint } from '@/lib/server/db/errors';
import { realEstateListings, webcasts } from '@/lib/server/db/schema';
import { badRequest, conflict } from '@/lib/server/http/httpError';
import { changeEntry, first, getEntry, listEntries, referenceDesk, type Kind } from '@/lib/server/services/referenceAdmin';
import {
  amountToMinor,
  CONTENT_DESK_MESSAGES,
  listingSchema,
  MAX_CONTENT_TITLE,
  speakerList,
  webcastSchema,
  type ListingInput,
  type WebcastInput,
} from '@/lib/validations/contentDesk';
import { slugFromTitle } from '@/lib/validations/knowledgeAdmin';
import type { ReferenceListQuery } from '@/lib/validations/referenceAdmin';
import { fieldsCsv } from '@/lib/reports/csv';

type WebcastRow = typeof webcasts.$inferSelect;
type ListingRow = typeof realEstateListings.$inferSelect;

const WEBCAST: Kind<WebcastRow> = {
  entity: 'webcast',
  nouns: { one: 'webcast', many: 'Webcasts' },
  // The home page lists the latest three.
  pages: ['/', '/Webcast'],
  missing: 'No such webcast.',
  lock: async (tx, id) => (await tx.select().from(webcasts).where(eq(webcasts.id, id)).limit(1).for('update'))[0],
};

const LISTING: Kind<ListingRow> = {
  entity: 'real_estate_listing',
  nouns: { one: 'listing', many: 'Listings' },
  pages: ['/Global-Real-Estate'],
  missing: 'No such listing.',
  lock: async (tx, id) => (await tx.select().from(realEstateListings).where(eq(realEstateListings.id, id)).limit(1).for('update'))[0],
};

/** The address part of a new entry, from its title (it stays when the title changes later). */
function slugOf(title: string) {
  const slug = slugFromTitle(title, MAX_CONTENT_TITLE);
  if (!slug) throw badRequest(CONTENT_DESK_MESSAGES.titleNoLetters, { title: CONTENT_DESK_MESSAGES.titleNoLetters });
  return slug;
}

/** Two entries titled alike would share an address: 409 on the title. */
async function titleSafe<T>(constraint: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (violatedUniqueConstraint(error) === constraint)
      throw conflict(CONTENT_DESK_MESSAGES.titleTaken, { title: CONTENT_DESK_MESSAGES.titleTaken });
    throw error;
  }
}

const webcastValues = (input: WebcastInput) => ({
  title: input.title,
  description: input.description,
  videoUrl: input.videoUrl,
  durationSeconds: input.durationMinutes * 60,
  speakers: speakerList(input.speakers),
  status: input.status,
});

export const listWebcastsAdmin = (db: Db, query: ReferenceListQuery) =>
  listEntries(db, webcasts, query, [webcasts.title, webcasts.description], [desc(webcasts.publishedAt), desc(webcasts.id)]);

export const getWebcast = (db: Db, id: number) => getEntry(db, WEBCAST, id);

/** A new webcast is dated now: /Webcast lists the newest first. */
export const createWebcast = (db: Db, operatorId: number, input: WebcastInput) =>
  titleSafe('webcasts_slug_key', () =>
    changeEntry(db, operatorId, WEBCAST, 'create', null, async (tx) =>
      first(
        await tx
          .insert(webcasts)
          .values({ ...webcastValues(input), slug: slugOf(input.title), publishedAt: new Date() })
          .returning(),
      ),
    ),
  );

/** A draft published is dated the moment it goes out, so it tops /Webcast as the newest. */
export const updateWebcast = (db: Db, operatorId: number, id: number, input: WebcastInput) =>
  changeEntry(db, operatorId, WEBCAST, 'update', id, async (tx, before) => {
    const goesOut = before?.status === 'draft' && input.status === 'published';
    return first(
      await tx
        .update(webcasts)
        .set({ ...webcastValues(input), ...(goesOut && { publishedAt: new Date() }) })
        .where(eq(webcasts.id, id))
        .returning(),
    );
  });

export const deleteWebcast = (db: Db, operatorId: number, id: number) =>
  changeEntry(db, operatorId, WEBCAST, 'delete', id, async (tx) => {
    await tx.delete(webcasts).where(eq(webcasts.id, id));
    return null;
  });

const listingValues = (input: ListingInput) => ({
  title: input.title,
  country: input.country,
  city: input.city,
  propertyType: input.propertyType,
  currency: input.currency,
  priceMinor: amountToMinor(input.price),
  priceInrPaise: amountToMinor(input.priceInr),
  areaSqft: input.areaSqft,
  bedrooms: input.bedrooms ?? null,
  description: input.description,
  status: input.status,
});

export const listListingsAdmin = (db: Db, query: ReferenceListQuery) =>
  listEntries(
    db,
    realEstateListings,
    query,
    [realEstateListings.title, realEstateListings.city, realEstateListings.country],
    [asc(realEstateListings.country), asc(realEstateListings.city), asc(realEstateListings.id)],
  );

export const getListing = (db: Db, id: number) => getEntry(db, LISTING, id);

export const createListing = (db: Db, operatorId: number, input: ListingInput) =>
  titleSafe('real_estate_listings_slug_key', () =>
    changeEntry(db, operatorId, LISTING, 'create', null, async (tx) =>
      first(
        await tx
          .insert(realEstateListings)
          .values({ ...listingValues(input), slug: slugOf(input.title) })
          .returning(),
      ),
    ),
  );

export const updateListing = (db: Db, operatorId: number, id: number, input: ListingInput) =>
  changeEntry(db, operatorId, LISTING, 'update', id, async (tx) =>
    first(await tx.update(realEstateListings).set(listingValues(input)).where(eq(realEstateListings.id, id)).returning()),
  );

export const deleteListing = (db: Db, operatorId: number, id: number) =>
  changeEntry(db, operatorId, LISTING, 'delete', id, async (tx) => {
    await tx.delete(realEstateListings).where(eq(realEstateListings.id, id));
    return null;
  });

/** The webcast desk and the listings desk, as the console's routes serve them (lib/server/http/entryRoutes.ts). */
export const WEBCAST_DESK = referenceDesk(WEBCAST, {
  input: webcastSchema,
  list: listWebcastsAdmin,
  csv: fieldsCsv<WebcastRow>('webcasts', ['id', 'title', 'slug', 'status', 'publishedAt', 'videoUrl', 'durationSeconds']),
  create: createWebcast,
  update: updateWebcast,
  remove: deleteWebcast,
});

export const LISTING_DESK = referenceDesk(LISTING, {
  input: listingSchema,
  list: listListingsAdmin,
  csv: fieldsCsv<ListingRow>('real-estate', [
    'id',
    'title',
    'slug',
    'country',
    'city',
    'propertyType',
    'currency',
    'priceMinor',
    'priceInrPaise',
    'status',
  ]),
  create: createListing,
  update: updateListing,
  remove: deleteListing,
});
