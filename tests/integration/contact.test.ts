import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { itemAt } from '@/lib/arrays';
import { getDb } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { CONTACT_SUCCESS_MESSAGE } from '@/lib/validations/contact';
import { TEXT_CHARACTER_MESSAGE } from '@/lib/validations/text';
import contact from '@/pages/api/v1/common/contact';

import { uniqueContact } from './factories';
import { call, expectFieldRefused, INJECTION_STRINGS } from './http';

const post = (body: unknown) => call(contact, { method: 'POST', body });
const total = async () => itemAt(await (await getDb()).select({ n: count() }).from(contactMessages), 0).n;

function valid(overrides: Record<string, unknown> = {}) {
  const { email } = uniqueContact();
  return { fullName: 'Asha Verma', email, subject: 'Buying shares', message: 'Please tell me how a purchase works.', ...overrides };
}

describe('POST /api/v1/common/contact', () => {
  beforeEach(() => resetRateLimits());

  it('stores a message, with or without a phone number', async () => {
    const body = valid({ phone: '+91 98765-43210' });
    const response = await post(body);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({ success: true, message: CONTACT_SUCCESS_MESSAGE });
    const [row] = await (await getDb()).select().from(contactMessages).where(eq(contactMessages.email, body.email));
    expect(row).toMatchObject({ fullName: 'Asha Verma', phone: '9876543210', subject: 'Buying shares' });

    const noPhone = valid({ phone: '' });
    expect((await post(noPhone)).status).toBe(201);
    const second = itemAt(await (await getDb()).select().from(contactMessages).where(eq(contactMessages.email, noPhone.email)), 0);
    expect(second.phone).toBeNull();
  });

  it.each([
    ['fullName', { fullName: undefined }, 'Full name is required.'],
    ['fullName', { fullName: '' }, 'Full name is required.'],
    ['fullName', { fullName: 42 }, 'Full name must be text.'],
    ['fullName', { fullName: '<b>x</b>' }, 'Full name may contain only letters, spaces, dots, hyphens and apostrophes.'],
    ['email', { email: 'nope' }, 'Please enter a valid email address.'],
    ['phone', { phone: '12345' }, 'Please enter a valid 10-digit Indian mobile number.'],
    ['phone', { phone: ['9876543210'] }, 'Mobile number must be text.'],
    ['subject', { subject: 'Lottery' }, 'Please choose a subject.'],
    ['subject', { subject: undefined }, 'Please choose a subject.'],
    ['message', { message: 'short' }, 'Message must be at least 10 characters.'],
    ['message', { message: '   ' }, 'Message is required.'],
    ['message', { message: 'x'.repeat(2001) }, 'Message must be at most 2000 characters.'],
    ['message', { message: { text: 'hello there friend' } }, 'Message must be text.'],
    ['message', { message: 'hello\u0000 there friend' }, TEXT_CHARACTER_MESSAGE],
  ])('refuses a bad %s with 400 and its message, writing nothing', async (field, overrides, message) => {
    await expectFieldRefused(() => post(valid(overrides)), { field, message, rows: total });
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const rawBody of ['[]', '"text"', 'null']) {
      const { status, body } = await call(contact, { method: 'POST', rawBody });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  it('stores HTML, SQL and unicode text exactly as plain text', async () => {
    for (const text of INJECTION_STRINGS) {
      resetRateLimits();
      const body = valid({ message: `Question: ${text} — क्या यह ठीक है?` });
      expect((await post(body)).status).toBe(201);
      const row = itemAt(await (await getDb()).select().from(contactMessages).where(eq(contactMessages.email, body.email)), 0);
      expect(row.message).toBe(body.message);
    }
  });

  it('answers 405 with Allow for other methods', async () => {
    const { status, headers } = await call(contact, { method: 'GET' });
    expect(status).toBe(405);
    expect(headers.get('allow')).toBe('POST');
  });

  it('limits messages from one address to 5 an hour with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await post(valid())).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const { body, headers } = await post(valid());
    expect(body.message).toMatch(/Too many attempts/);
    expect(Number(headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
