import { count, eq, like, ne } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { companies, contactMessages } from '@/lib/server/db/schema';
import { seedIfEmpty } from '@/lib/server/db/seed';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { STARTUP_ENQUIRY_SUBJECT_PREFIX, STARTUP_ENQUIRY_SUCCESS_MESSAGE, STARTUP_GONE_MESSAGE } from '@/lib/validations/startupEnquiry';
import enquiry from '@/pages/api/v1/common/startups/enquiry';

import { uniqueContact } from './factories';
import { call, INJECTION_STRINGS } from './http';

const post = (body: unknown) => call(enquiry, { method: 'POST', body });
const total = async () =>
  (
    await (
      await getDb()
    )
      .select({ n: count() })
      .from(contactMessages)
      .where(like(contactMessages.subject, `${STARTUP_ENQUIRY_SUBJECT_PREFIX}%`))
  )[0]?.n;
const stored = async (email: string) => (await getDb()).select().from(contactMessages).where(eq(contactMessages.email, email));

let startup: { name: string; slug: string };
let listedCompanySlug: string;

function valid(overrides: Record<string, unknown> = {}) {
  const { email, phone } = uniqueContact();
  return { fullName: 'Asha Verma', email, phone, message: 'What is the lock-in and how do I pay?', startup: startup.slug, ...overrides };
}

beforeAll(async () => {
  const db = await getDb();
  await seedIfEmpty(db);
  const [first] = await db
    .select({ name: companies.name, slug: companies.slug })
    .from(companies)
    .where(eq(companies.category, 'startup'))
    .limit(1);
  const [other] = await db.select({ slug: companies.slug }).from(companies).where(ne(companies.category, 'startup')).limit(1);
  if (!first || !other) throw new Error('The seed has no startup or no other company.');
  startup = first;
  listedCompanySlug = other.slug;
});

describe('POST /api/v1/common/startups/enquiry', () => {
  beforeEach(() => resetRateLimits());

  it('stores the enquiry in the contact inbox with the startup named in the subject', async () => {
    const body = valid();
    const { status, body: answer } = await post(body);
    expect(status).toBe(201);
    expect(answer.message).toBe(STARTUP_ENQUIRY_SUCCESS_MESSAGE);
    const [row] = await stored(body.email);
    expect(row).toMatchObject({
      fullName: 'Asha Verma',
      phone: body.phone,
      message: body.message,
      subject: `${STARTUP_ENQUIRY_SUBJECT_PREFIX}${startup.name} (${startup.slug})`,
    });
  });

  it.each([
    ['an unknown startup', 'no-such-startup-anywhere'],
    ['a company that is not a startup', () => listedCompanySlug],
    ['a slug with other characters', "x' OR 1=1 --"],
    ['a number', 42],
    ['nothing', undefined],
  ])('refuses %s with 400 and errors.startup, writing nothing', async (_label, value) => {
    const before = await total();
    const { status, body } = await post(valid({ startup: typeof value === 'function' ? value() : value }));
    expect(status).toBe(400);
    expect(body.errors?.startup).toBe(STARTUP_GONE_MESSAGE);
    expect(await total()).toBe(before);
  });

  it.each([
    ['fullName', { fullName: undefined }, 'Full name is required.'],
    ['email', { email: 'not-an-email' }, expect.stringMatching(/email/i)],
    ['phone', { phone: undefined }, 'Mobile number is required.'],
    ['phone', { phone: '5876543210' }, 'Please enter a valid 10-digit Indian mobile number.'],
    ['message', { message: 'hi' }, 'Message must be at least 10 characters.'],
    ['message', { message: 'y'.repeat(2001) }, 'Message must be at most 2000 characters.'],
  ])('refuses a bad %s with 400 and the field message', async (field, overrides, message) => {
    const before = await total();
    const { status, body } = await post(valid(overrides));
    expect(status).toBe(400);
    expect(body.errors?.[field]).toEqual(message);
    expect(await total()).toBe(before);
  });

  it('answers malformed bodies and other methods in the envelope', async () => {
    expect((await call(enquiry, { method: 'POST', rawBody: '[1,2]' })).status).toBe(400);
    const get = await call(enquiry);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('stores HTML, SQL and unicode text as plain text', async () => {
    for (const text of INJECTION_STRINGS) {
      resetRateLimits();
      const body = valid({ message: `Question: ${text} 東京` });
      expect((await post(body)).status).toBe(201);
      expect((await stored(body.email))[0]?.message).toBe(body.message);
    }
  });

  it('limits enquiries from one address to 5 an hour with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
