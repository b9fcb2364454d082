// Webcasts and real-estate listings kept from the console (issue 22): added as a draft (off the public
// pages), published and unpublished through the status, changed and removed, each change audited with a
// sentence; bad input refused per field with nothing written; content staff only.
import { eq, like } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';

import { auditSentence } from '@/lib/audit/sentence';
import { getDb } from '@/lib/server/db/client';
import { realEstateListings, webcasts } from '@/lib/server/db/schema';
import { loadHome } from '@/lib/server/services/home';
import { listWebcasts } from '@/lib/server/services/content';
import { listingsPage, saveEnquiry } from '@/lib/server/services/realEstate';
import { CONTENT_DESK_MESSAGES } from '@/lib/validations/contentDesk';
import listingRoute from '@/pages/api/v1/admin/real-estate/[id]';
import listingList from '@/pages/api/v1/admin/real-estate/index';
import webcastRoute from '@/pages/api/v1/admin/webcasts/[id]';
import webcastList from '@/pages/api/v1/admin/webcasts/index';

import { auditActionsOf, uniqueContact, uniqueTag } from './factories';
import { call } from './http';
import { newOperator } from './orderFixtures';

const MARK = 'Content desk';
afterAll(async () => {
  const db = await getDb();
  await db.delete(webcasts).where(like(webcasts.title, `${MARK}%`));
  await db.delete(realEstateListings).where(like(realEstateListings.title, `${MARK}%`));
});

const publicWebcastIds = async () => (await listWebcasts(await getDb(), { page: 1, perPage: 1000 })).items.map((item) => item.slug);

const WEBCAST = {
  description: 'How pre-IPO shares are priced, and what the lock-in means.',
  videoUrl: 'https://www.youtube-nocookie.com/embed/abc123',
  durationMinutes: '45',
  speakers: 'Asha Rao,  Vikram Shah ',
  status: 'draft',
};

describe('webcasts', () => {
  it('adds a draft (not public), publishes it (public, newest first), unpublishes, removes; each audited', async () => {
    const operator = await newOperator(['content']);
    const title = `${MARK} ${uniqueTag()} pre-IPO pricing`;
    const added = await call(webcastList, { method: 'POST', headers: operator.headers, body: { ...WEBCAST, title } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const row = added.body.data as { id: number; slug: string; durationSeconds: number; speakers: string[]; status: string };
    expect(row).toMatchObject({ durationSeconds: 2700, speakers: ['Asha Rao', 'Vikram Shah'], status: 'draft' });
    expect(await publicWebcastIds()).not.toContain(row.slug);

    const query = { id: String(row.id) };
    const published = await call(webcastRoute, {
      method: 'PATCH',
      headers: operator.headers,
      query,
      body: { ...WEBCAST, title, status: 'published' },
    });
    expect(published.status).toBe(200);
    expect((await publicWebcastIds())[0]).toBe(row.slug);
    expect((await loadHome(await getDb())).webcasts.map((webcast) => webcast.slug)).toContain(row.slug);

    await call(webcastRoute, { method: 'PATCH', headers: operator.headers, query, body: { ...WEBCAST, title, status: 'draft' } });
    expect(await publicWebcastIds()).not.toContain(row.slug);
    const found = await call(webcastList, { headers: operator.headers, query: { q: title } });
    expect((found.body.data as { total: number }).total).toBe(1);
    expect((await call(webcastRoute, { method: 'DELETE', headers: operator.headers, query })).status).toBe(200);
    expect((await call(webcastRoute, { method: 'DELETE', headers: operator.headers, query })).status).toBe(404);
    expect(await auditActionsOf('webcast', row.id)).toEqual(['webcast.create', 'webcast.update', 'webcast.update', 'webcast.delete']);

    const sentence = auditSentence(
      {
        action: 'webcast.update',
        entity: 'webcast',
        entityId: String(row.id),
        before: { title, status: 'draft' },
        after: { title, status: 'published' },
      },
      'Asha Rao',
    );
    expect(sentence).toEqual({ text: `Asha Rao published webcast ${row.id} “${title}”`, href: `/admin/webcasts/${row.id}` });
  });

  it.each([
    ['title', { title: 'abc' }, 'Title must be at least 5 characters.'],
    ['videoUrl', { videoUrl: 'https://evil.example/embed/1' }, CONTENT_DESK_MESSAGES.videoUrl],
    ['videoUrl', { videoUrl: 'http://www.youtube.com/embed/1' }, CONTENT_DESK_MESSAGES.videoUrl],
    ['durationMinutes', { durationMinutes: 'forty' }, 'Duration (minutes) is required, as a whole number.'],
    ['durationMinutes', { durationMinutes: '0' }, 'Duration (minutes) must be at least 1.'],
    ['speakers', { speakers: '' }, 'Speakers is required.'],
    ['status', { status: 'live' }, 'The status is draft or published.'],
  ])('refuses a bad %s with its message and writes nothing', async (field, change, message) => {
    const operator = await newOperator(['content']);
    const title = `${MARK} ${uniqueTag()} refused`;
    const result = await call(webcastList, { method: 'POST', headers: operator.headers, body: { ...WEBCAST, title, ...change } });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
    expect(await (await getDb()).$count(webcasts, like(webcasts.title, `${title}%`))).toBe(0);
  });

  it('refuses a second webcast with the same title (409 on the title), and staff without content:write', async () => {
    const operator = await newOperator(['content']);
    const title = `${MARK} ${uniqueTag()} twin`;
    expect((await call(webcastList, { method: 'POST', headers: operator.headers, body: { ...WEBCAST, title } })).status).toBe(201);
    const twin = await call(webcastList, { method: 'POST', headers: operator.headers, body: { ...WEBCAST, title } });
    expect(twin.status).toBe(409);
    expect(twin.body.errors?.title).toBe(CONTENT_DESK_MESSAGES.titleTaken);
    const support = await newOperator(['support']);
    expect((await call(webcastList, { method: 'POST', headers: support.headers, body: { ...WEBCAST, title: `${title} 2` } })).status).toBe(
      403,
    );
  });
});

const LISTING = {
  country: 'United Arab Emirates',
  city: 'Dubai',
  propertyType: 'Apartment',
  currency: 'aed',
  price: '1,250,000.50',
  priceInr: '2,85,00,000',
  areaSqft: '1450',
  bedrooms: '',
  description: 'Two-bedroom apartment near the marina, with a sea view.',
  status: 'published',
};

describe('real-estate listings', () => {
  it('adds a listing with exact amounts, shown on the public page; unpublished it leaves the page and takes no enquiry', async () => {
    const operator = await newOperator(['content']);
    const title = `${MARK} ${uniqueTag()} marina flat`;
    const added = await call(listingList, { method: 'POST', headers: operator.headers, body: { ...LISTING, title } });
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    const row = added.body.data as { id: number };
    expect(added.body.data).toMatchObject({
      currency: 'AED',
      priceMinor: 125000050,
      priceInrPaise: 2850000000,
      areaSqft: 1450,
      bedrooms: null,
    });
    const onPage = async () => (await listingsPage(await getDb(), {})).listings.some((listing) => listing.id === row.id);
    expect(await onPage()).toBe(true);

    const query = { id: String(row.id) };
    expect(
      (
        await call(listingRoute, {
          method: 'PATCH',
          headers: operator.headers,
          query,
          body: { ...LISTING, title, bedrooms: '2', status: 'draft' },
        })
      ).status,
    ).toBe(200);
    expect(await onPage()).toBe(false);
    const { email, phone } = uniqueContact();
    await expect(
      saveEnquiry(await getDb(), { fullName: 'Meera Iyer', email, phone, message: 'Is this still available?', listingId: row.id }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await auditActionsOf('real_estate_listing', row.id)).toEqual(['real_estate_listing.create', 'real_estate_listing.update']);
  });

  it.each([
    ['currency', { currency: 'dirham' }, 'Currency must be at most 3 characters.'],
    ['currency', { currency: 'A1D' }, CONTENT_DESK_MESSAGES.currency],
    ['price', { price: '12.345' }, 'Price is an amount above zero, with at most two decimals.'],
    ['priceInr', { priceInr: '0' }, 'Price in rupees is an amount above zero, with at most two decimals.'],
    ['areaSqft', { areaSqft: '12.5' }, 'Area (sq ft) must be a whole number.'],
    ['bedrooms', { bedrooms: '-1' }, 'Bedrooms must be at least 0.'],
  ])('refuses a bad %s with its message and writes nothing', async (field, change, message) => {
    const operator = await newOperator(['content']);
    const title = `${MARK} ${uniqueTag()} refused`;
    const result = await call(listingList, { method: 'POST', headers: operator.headers, body: { ...LISTING, title, ...change } });
    expect(result.status).toBe(400);
    expect(result.body.errors?.[field]).toBe(message);
    expect(await (await getDb()).$count(realEstateListings, eq(realEstateListings.title, title))).toBe(0);
  });
});
