import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { newsletterSubscriptions } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { NEWSLETTER_SUCCESS_MESSAGE } from '@/lib/validations/newsletter';
import add from '@/pages/api/v1/common/newsletter/add';

import { uniqueContact } from './factories';
import { call, INJECTION_STRINGS } from './http';

const post = (body: unknown) => call(add, { method: 'POST', body });
const stored = async (email: string) =>
  (await getDb()).select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email));

describe('POST /api/v1/common/newsletter/add', () => {
  beforeEach(() => resetRateLimits());

  it('subscribes an email with the specification message', async () => {
    const { email } = uniqueContact();
    const { status, body } = await post({ email, deviceType: 'website' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: NEWSLETTER_SUCCESS_MESSAGE });
    expect(await stored(email)).toHaveLength(1);
  });

  it('answers 409 with errors.email for an email already subscribed, in any case', async () => {
    const { email } = uniqueContact();
    await post({ email, deviceType: 'website' });
    const { status, body } = await post({ email: `  ${email.toUpperCase()} `, deviceType: 'website' });
    expect(status).toBe(409);
    expect(body.errors?.email).toMatch(/already subscribed/);
    expect(await stored(email)).toHaveLength(1);
  });

  it.each([
    [{}, 'Please enter the email first'],
    [{ email: '' }, 'Please enter the email first'],
    [{ email: '   ' }, 'Please enter the email first'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ email: 42 }, 'Email must be text.'],
    [{ email: ['a@b.co'] }, 'Email must be text.'],
    [{ email: `${'a'.repeat(250)}@b.co` }, 'Email must be at most 254 characters.'],
    ...INJECTION_STRINGS.map((email) => [{ email }, 'Please enter a valid email address.'] as [object, string]),
  ])('refuses %j with 400 and errors.email', async (body, message) => {
    const response = await post({ deviceType: 'website', ...body });
    expect(response.status).toBe(400);
    expect(response.body.errors?.email).toBe(message);
  });

  it('refuses an unknown deviceType', async () => {
    const { status, body } = await post({ email: uniqueContact().email, deviceType: 'fridge' });
    expect(status).toBe(400);
    expect(body.errors?.deviceType).toEqual(expect.any(String));
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const raw of ['[]', '"text"']) {
      const { status, body } = await call(add, { method: 'POST', rawBody: raw });
      expect(status).toBe(400);
      expect(body.success).toBe(false);
    }
  });

  it('limits subscriptions from one address with a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await post({ email: uniqueContact().email })).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});
