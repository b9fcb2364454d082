import { and, asc, eq } from 'drizzle-orm';

import { itemAt } from '@/lib/arrays';
import type { Db } from '@/lib/server/db/client';
import { realEstateEnquiries, realEstateListings } from '@/lib/server/db/schema';
import { badRequest } from '@/lib/server/http/httpError';
import { LISTING_GONE_MESSAGE, type EnquiryInput } from '@/lib/validations/realEstate';

export type Listing = Omit<typeof realEstateListings.$inferSelect, 'createdAt' | 'status'>;
export type ListingChoice = Pick<Listing, 'id' | 'title' | 'city' | 'country'>;

const listingColumns = {
  id: realEstateListings.id,
  slug: realEstateListings.slug,
  title: realEstateListings.title,
  country: realEstateListings.country,
  city: realEstateListings.city,
  propertyType: realEstateListings.propertyType,
  currency: realEstateListings.currency,
  priceMinor: realEstateListings.priceMinor,
  priceInrPaise: realEstateListings.priceInrPaise,
  areaSqft: realEstateListings.areaSqft,
  bedrooms: realEstateListings.bedrooms,
  description: realEstateListings.description,
  image: realEstateListings.image,
};

/** A listing the site shows: drafts wait in the console. */
const publishedListing = eq(realEstateListings.status, 'published');

/**
 * The listings page's data: every country with its cities (for the filters and the enquiry select),
 * and the listings matching the filters. A country or city that does not exist is ignored.
 */
export async function listingsPage(db: Db, filters: { country?: string; city?: string }) {
  const all = await db
    .select(listingColumns)
    .from(realEstateListings)
    .where(publishedListing)
    .orderBy(asc(realEstateListings.country), asc(realEstateListings.city), asc(realEstateListings.priceInrPaise));
  const countries = [...new Set(all.map((l) => l.country))].map((country) => ({
    country,
    cities: [...new Set(all.filter((l) => l.country === country).map((l) => l.city))],
  }));
  const country = countries.find((c) => c.country === filters.country);
  const city = country?.cities.find((c) => c === filters.city);
  const listings = all.filter((l) => (!country || l.country === country.country) && (!city || l.city === city));
  const choices: ListingChoice[] = all.map(({ id, title, city: c, country: k }) => ({ id, title, city: c, country: k }));
  return { countries, country: country?.country ?? null, city: city ?? null, listings, choices };
}

export async function saveEnquiry(db: Db, input: EnquiryInput) {
  return db.transaction(async (tx) => {
    if (input.listingId !== undefined) {
      const [listing] = await tx
        .select({ id: realEstateListings.id })
        .from(realEstateListings)
        .where(and(eq(realEstateListings.id, input.listingId), publishedListing));
      if (!listing) throw badRequest(LISTING_GONE_MESSAGE, { listingId: LISTING_GONE_MESSAGE });
    }
    const rows = await tx
      .insert(realEstateEnquiries)
      .values({ ...input, listingId: input.listingId ?? null })
      .returning({ id: realEstateEnquiries.id });
    return { id: itemAt(rows, 0).id };
  });
}
