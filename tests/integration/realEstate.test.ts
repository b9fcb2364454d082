import { count, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { itemAt } from '@/lib/arrays';
import { getDb } from '@/lib/server/db/client';
import { realEstateEnquiries, realEstateListings } from '@/lib/server/db/schema';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { listingsPage } from '@/lib/server/services/realEstate';
import { ENQUIRY_SUCCESS_MESSAGE, LISTING_CHOICE_MESSAGE, LISTING_GONE_MESSAGE } from '@/lib/validations/realEstate';
import enquiry from '@/pages/api/v1/common/realEstate/enquiry';

import { uniqueContact } from './factories';
import { call, expectFieldRefused, INJECTION_STRINGS } from './http';

const post = (body: unknown) => call(enquiry, { method: 'POST', body });
const total = async () => itemAt(await (await getDb()).select({ n: count() }).from(realEstateEnquiries), 0).n;
const stored = async (email: string) => (await getDb()).select().from(realEstateEnquiries).where(eq(realEstateEnquiries.email, email));

let listingId: number;

function valid(overrides: Record<string, unknown> = {}) {
  const { email, phone } = uniqueContact();
  return { fullName: 'Rahul Nair', email, phone, message: 'I would like to see this property next month.', ...overrides };
}

beforeAll(async () => {
  await seedIfEmpty(await getDb());
  const listing = itemAt(await (await getDb()).select({ id: realEstateListings.id }).from(realEstateListings).limit(1), 0);
  listingId = listing.id;
});

describe('POST /api/v1/common/realEstate/enquiry', () => {
  beforeEach(() => resetRateLimits());

  it('stores an enquiry about a listing (id as a number or a string) or about none', async () => {
    for (const [id, expected] of [
      [listingId, listingId],
      [String(listingId), listingId],
      ['', null],
      [undefined, null],
    ] as const) {
      const body = valid({ listingId: id });
      const response = await post(body);
      expect(response.status).toBe(201);
      expect(response.body.message).toBe(ENQUIRY_SUCCESS_MESSAGE);
      expect(itemAt(await stored(body.email), 0).listingId).toBe(expected);
    }
  });

  it.each([
    [999_999_999, LISTING_GONE_MESSAGE],
    ['abc', LISTING_CHOICE_MESSAGE],
    [-1, LISTING_CHOICE_MESSAGE],
    [1.5, LISTING_CHOICE_MESSAGE],
    ['99999999999999999999', LISTING_CHOICE_MESSAGE],
    [{ id: 1 }, LISTING_CHOICE_MESSAGE],
  ])('refuses listingId %j with 400 and errors.listingId, writing nothing', async (id, message) => {
    await expectFieldRefused(() => post(valid({ listingId: id })), { field: 'listingId', message, rows: total });
  });

  it.each([
    ['fullName', { fullName: undefined }, 'Full name is required.'],
    ['email', { email: '' }, 'Email is required.'],
    ['phone', { phone: undefined }, 'Mobile number is required.'],
    ['phone', { phone: '5876543210' }, 'Please enter a valid 10-digit Indian mobile number.'],
    ['phone', { phone: 9876543210 }, 'Mobile number must be text.'],
    ['message', { message: 'hi' }, 'Message must be at least 10 characters.'],
    ['message', { message: 'y'.repeat(2001) }, 'Message must be at most 2000 characters.'],
  ])('refuses a bad %s with 400', async (field, overrides, message) => {
    await expectFieldRefused(() => post(valid(overrides)), { field, message, rows: total });
  });

  it('stores HTML, SQL and unicode text as plain text', async () => {
    for (const text of INJECTION_STRINGS) {
      resetRateLimits();
      const body = valid({ message: `Interested: ${text} 東京` });
      expect((await post(body)).status).toBe(201);
      expect(itemAt(await stored(body.email), 0).message).toBe(body.message);
    }
  });

  it('limits enquiries from one address to 5 an hour with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('listingsPage', () => {
  it('filters by country and city, and ignores values that do not exist', async () => {
    const db = await getDb();
    const all = await listingsPage(db, {});
    expect(all.listings.length).toBeGreaterThanOrEqual(20);
    const { country, cities } = itemAt(all.countries, 0);
    const byCountry = await listingsPage(db, { country });
    expect(byCountry.country).toBe(country);
    expect(byCountry.listings.every((l) => l.country === country)).toBe(true);
    const byCity = await listingsPage(db, { country, city: cities[0] });
    expect(byCity.listings.every((l) => l.city === cities[0])).toBe(true);
    const bogus = await listingsPage(db, { country: "Atlantis' OR 1=1", city: 'Nowhere' });
    expect([bogus.country, bogus.city, bogus.listings.length]).toEqual([null, null, all.listings.length]);
    // A city is only a filter inside its own country.
    expect((await listingsPage(db, { city: cities[0] })).city).toBeNull();
  });
});
