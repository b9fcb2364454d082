// One-time codes against the real database and a real SMTP server / SMS webhook (setup.ts):
// sign-in with a code, password reset, verification and change of email or mobile number.
import { and, desc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';

import { verifyToken } from '@/lib/auth/token';
import { getDb } from '@/lib/server/db/client';
import { oneTimeCodes, users } from '@/lib/server/db/schema';
import { clearHits, RATE_RULES, resetRateLimits } from '@/lib/server/rateLimit';
import { CODE_ATTEMPTS_MESSAGE, CODE_EXPIRED_MESSAGE, CODE_SENT_MESSAGE } from '@/lib/validations/otp';
import partnerRegister from '@/pages/api/v1/cp/auth/register';
import partnerContactSend from '@/pages/api/v1/cp/profile/contact/send';
import otpResetPassword from '@/pages/api/v1/otp/resetPassword';
import otpSend from '@/pages/api/v1/otp/send';
import otpSignIn from '@/pages/api/v1/otp/signIn';
import userLogin from '@/pages/api/v1/user/auth/login';
import userRegister from '@/pages/api/v1/user/auth/register';
import contactConfirm from '@/pages/api/v1/user/profile/contact/confirm';
import contactSend from '@/pages/api/v1/user/profile/contact/send';
import verifyConfirm from '@/pages/api/v1/user/profile/verify/confirm';
import verifySend from '@/pages/api/v1/user/profile/verify/send';

import { buildInvestor, buildPartner, uniqueContact } from './factories';
import { bearer, call, INJECTION_STRINGS } from './http';
import { lastCodeTo, messagesTo } from './mail';

const PASSWORD = 'Correct-horse-9';

async function newInvestor() {
  const input = buildInvestor({ fullName: 'Meera Iyer', password: PASSWORD });
  const { status, body } = await call(userRegister, { method: 'POST', body: input });
  expect(status).toBe(201);
  return { email: input.email, phone: input.phone, id: (body.data as { id: number }).id };
}

const send = (body: Record<string, unknown>) => call(otpSend, { method: 'POST', body });

/** A new investor and the code just emailed to them for `purpose`. */
async function investorWithCode(purpose: 'sign-in' | 'reset') {
  const investor = await newInvestor();
  await send({ purpose, channel: 'email', destination: investor.email });
  return { investor, code: await lastCodeTo(investor.email) };
}
const cookieNamed = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`));

/** Lets the next code for the same address be sent at once, signed out (the gap and the cooldown are tested in codeLimits). */
async function skipCoolDown(destination: string) {
  const key = `anyone:${destination.includes('@') ? 'email' : 'sms'}:${destination}`;
  await Promise.all([clearHits(RATE_RULES.otpSendGap, key), clearHits(RATE_RULES.otpSendDestinationBurst, key)]);
}

beforeEach(() => resetRateLimits());

describe('sign-in with an emailed code', () => {
  it('sends a six-digit code by real SMTP, stores only its hash, signs in once and verifies the email', async () => {
    const investor = await newInvestor();
    const sent = await send({ purpose: 'sign-in', channel: 'email', destination: investor.email.toUpperCase() });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(CODE_SENT_MESSAGE);
    expect(sent.body.data).toEqual({ expiresInSeconds: 600, resendInSeconds: 60 });

    const mail = messagesTo(investor.email).at(-1)!;
    const code = await lastCodeTo(investor.email);
    expect(mail.subject).toContain(code);
    expect(mail.text).toMatch(/expires in 10 minutes/);

    const db = await getDb();
    const [row] = await db
      .select()
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.destination, investor.email))
      .orderBy(desc(oneTimeCodes.id))
      .limit(1);
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);

    const signedIn = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data).toMatchObject({ id: investor.id, email: investor.email });
    const cookie = cookieNamed(signedIn.headers, 'userToken')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(await verifyToken(decodeURIComponent(cookie.split(';')[0]!.split('=')[1]!), 'user')).toBe(investor.id);

    const [user] = await db.select({ emailVerifiedAt: users.emailVerifiedAt }).from(users).where(eq(users.id, investor.id));
    expect(user!.emailVerifiedAt).toBeInstanceOf(Date);

    const again = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code } });
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ code: CODE_EXPIRED_MESSAGE });
  });

  it('answers the same for an address with no account, and sends nothing', async () => {
    const { email } = uniqueContact();
    const sent = await send({ purpose: 'sign-in', channel: 'email', destination: email });
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe(CODE_SENT_MESSAGE);
    expect(messagesTo(email)).toEqual([]);
    const tried = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: email, code: '123456' } });
    expect(tried.status).toBe(400);
    expect(tried.body.errors?.code).toMatch(/^That code is not right\. Please check it and try again\. 4 tries left\.$/);
  });

  it('refuses a second code within the cool-down with a 429 and Retry-After', async () => {
    const investor = await newInvestor();
    expect((await send({ purpose: 'sign-in', channel: 'email', destination: investor.email })).status).toBe(200);
    const again = await send({ purpose: 'sign-in', channel: 'email', destination: investor.email });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(/^A code was just sent to this address\. Please wait \d+ seconds before asking for another\.$/);
    expect(again.body.errors).toEqual({ destination: again.body.message });
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a new code replaces the old one', async () => {
    const { investor, code: first } = await investorWithCode('sign-in');
    await skipCoolDown(investor.email);
    expect((await send({ purpose: 'sign-in', channel: 'email', destination: investor.email })).status).toBe(200);
    const second = /\b(\d{6})\b/.exec(messagesTo(investor.email).at(-1)!.text)![1]!;
    if (first !== second) {
      const old = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code: first } });
      expect(old.status).toBe(400);
    }
    const fresh = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code: second } });
    expect(fresh.status).toBe(200);
  });

  it('allows five tries, then refuses even the right code', async () => {
    const { investor, code } = await investorWithCode('sign-in');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages: string[] = [];
    for (let i = 0; i < 5; i++) {
      const tried = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code: wrong } });
      messages.push(tried.body.errors?.code ?? '');
    }
    expect(messages[0]).toMatch(/4 tries left\.$/);
    expect(messages[3]).toMatch(/1 try left\.$/);
    expect(messages[4]).toBe(CODE_ATTEMPTS_MESSAGE);
    resetRateLimits(); // the account's lock-out is tested elsewhere; here only the code's own limit
    const right = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code } });
    expect(right.status).toBe(400);
    expect(right.body.errors).toEqual({ code: CODE_ATTEMPTS_MESSAGE });
  });

  it('refuses an expired code', async () => {
    const { investor, code } = await investorWithCode('sign-in');
    const db = await getDb();
    await db
      .update(oneTimeCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeCodes.destination, investor.email));
    const tried = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code } });
    expect(tried.status).toBe(400);
    expect(tried.body.errors).toEqual({ code: CODE_EXPIRED_MESSAGE });
  });

  it('a code for one purpose or role does not work for another', async () => {
    const { investor, code } = await investorWithCode('reset');
    expect((await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code } })).status).toBe(400);
    expect(
      (await call(otpSignIn, { method: 'POST', body: { role: 'partner', channel: 'email', destination: investor.email, code } })).status,
    ).toBe(400);
  });

  it('locks the account after five wrong codes across fresh codes; a password sign-in is refused too', async () => {
    const investor = await newInvestor();
    for (let i = 0; i < 5; i++) {
      await skipCoolDown(investor.email);
      expect((await send({ purpose: 'sign-in', channel: 'email', destination: investor.email })).status).toBe(200);
      const code = await lastCodeTo(investor.email);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code: wrong } })).status).toBe(
        400,
      );
    }
    const locked = await call(otpSignIn, { method: 'POST', body: { channel: 'email', destination: investor.email, code: '123456' } });
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/^Too many failed attempts/);
    const password = await call(userLogin, { method: 'POST', body: { email: investor.email, password: PASSWORD } });
    expect(password.status).toBe(429);
  });
});

describe('sign-in with an SMS code (webhook provider)', () => {
  it('posts the code to the SMS webhook and signs in; the mobile number is then verified', async () => {
    const investor = await newInvestor();
    const sent = await send({ purpose: 'sign-in', channel: 'sms', destination: `+91 ${investor.phone}` });
    expect(sent.status).toBe(200);
    const sms = messagesTo(`+91${investor.phone}`).at(-1)!;
    expect(sms.channel).toBe('sms');
    const code = await lastCodeTo(`+91${investor.phone}`);
    const signedIn = await call(otpSignIn, { method: 'POST', body: { channel: 'sms', destination: investor.phone, code } });
    expect(signedIn.status).toBe(200);
    const db = await getDb();
    const [user] = await db.select({ phoneVerifiedAt: users.phoneVerifiedAt }).from(users).where(eq(users.id, investor.id));
    expect(user!.phoneVerifiedAt).toBeInstanceOf(Date);
  });

  it('works for channel partners with role "partner"', async () => {
    const contact = buildPartner({ fullName: 'Ravi Menon', password: PASSWORD });
    expect((await call(partnerRegister, { method: 'POST', body: contact })).status).toBe(201);
    await send({ role: 'partner', purpose: 'sign-in', channel: 'email', destination: contact.email });
    const code = await lastCodeTo(contact.email);
    const signedIn = await call(otpSignIn, {
      method: 'POST',
      body: { role: 'partner', channel: 'email', destination: contact.email, code },
    });
    expect(signedIn.status).toBe(200);
    expect(cookieNamed(signedIn.headers, 'partnerToken')).toMatch(/HttpOnly/);
  });
});

describe('forgotten password', () => {
  it('resets the password with an emailed code; the old one stops working', async () => {
    const investor = await newInvestor();
    expect((await send({ purpose: 'reset', channel: 'email', destination: investor.email })).status).toBe(200);
    const code = await lastCodeTo(investor.email);
    expect(messagesTo(investor.email).at(-1)!.subject).toContain('password reset code');
    const reset = await call(otpResetPassword, {
      method: 'POST',
      body: { channel: 'email', destination: investor.email, code, password: 'Brand-new-pass-7' },
    });
    expect(reset.status).toBe(200);
    expect((await call(userLogin, { method: 'POST', body: { email: investor.email, password: PASSWORD } })).status).toBe(401);
    expect((await call(userLogin, { method: 'POST', body: { email: investor.email, password: 'Brand-new-pass-7' } })).status).toBe(200);
  });

  it('refuses a short new password without using up the code, and never reveals whether an account exists', async () => {
    const investor = await newInvestor();
    await send({ purpose: 'reset', channel: 'sms', destination: investor.phone });
    const code = await lastCodeTo(`+91${investor.phone}`);
    const short = await call(otpResetPassword, {
      method: 'POST',
      body: { channel: 'sms', destination: investor.phone, code, password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.errors).toEqual({ password: 'Password must be at least 8 characters.' });
    const ok = await call(otpResetPassword, {
      method: 'POST',
      body: { channel: 'sms', destination: investor.phone, code, password: 'Long-enough-1' },
    });
    expect(ok.status).toBe(200);

    const stranger = uniqueContact();
    const unknown = await send({ purpose: 'reset', channel: 'email', destination: stranger.email });
    expect(unknown.status).toBe(200);
    expect(unknown.body.message).toBe(CODE_SENT_MESSAGE);
    const guessed = await call(otpResetPassword, {
      method: 'POST',
      body: { channel: 'email', destination: stranger.email, code: '123456', password: 'Long-enough-1' },
    });
    expect(guessed.status).toBe(400);
    expect(guessed.body.errors?.code).toMatch(/^That code is not right/);
  });
});

describe('verifying and changing email or mobile number (signed in)', () => {
  it('verifies the own email with a code', async () => {
    const investor = await newInvestor();
    const auth = await bearer('user', investor.id);
    const status = await call(verifySend, { headers: auth });
    expect(status.body.data).toEqual({ emailVerified: false, phoneVerified: false });
    const sent = await call(verifySend, { method: 'POST', headers: auth, body: { channel: 'email' } });
    expect(sent.status).toBe(200);
    expect((sent.body.data as { sentTo: string }).sentTo).toMatch(/^t\*+@example\.test$/);
    const code = await lastCodeTo(investor.email);
    const done = await call(verifyConfirm, { method: 'POST', headers: auth, body: { channel: 'email', code } });
    expect(done.status).toBe(200);
    expect(done.body.data).toEqual({ emailVerified: true, phoneVerified: false });
  });

  it('changes the email only with the code sent to the new address', async () => {
    const investor = await newInvestor();
    const auth = await bearer('user', investor.id);
    const next = uniqueContact().email;
    const sent = await call(contactSend, { method: 'POST', headers: auth, body: { channel: 'email', destination: next } });
    expect(sent.status).toBe(200);
    expect(messagesTo(investor.email).filter((m) => m.subject.includes('new email'))).toEqual([]);
    const code = await lastCodeTo(next);
    const wrong = await call(contactConfirm, {
      method: 'POST',
      headers: auth,
      body: { channel: 'email', destination: next, code: code === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    const done = await call(contactConfirm, { method: 'POST', headers: auth, body: { channel: 'email', destination: next, code } });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ id: investor.id, email: next });
    expect((await call(userLogin, { method: 'POST', body: { email: next, password: PASSWORD } })).status).toBe(200);
  });

  it('refuses an address another account uses, and the current one', async () => {
    const a = await newInvestor();
    const b = await newInvestor();
    const auth = await bearer('user', a.id);
    const taken = await call(contactSend, { method: 'POST', headers: auth, body: { channel: 'sms', destination: b.phone } });
    expect(taken.status).toBe(409);
    expect(taken.body.errors).toEqual({ destination: 'An account with this mobile number already exists.' });
    const same = await call(contactSend, { method: 'POST', headers: auth, body: { channel: 'email', destination: a.email } });
    expect(same.status).toBe(400);
    expect(same.body.errors).toEqual({ destination: 'This is already your email.' });
  });

  it("another investor cannot use a code sent for someone else's change", async () => {
    const a = await newInvestor();
    const b = await newInvestor();
    const next = uniqueContact().email;
    await call(contactSend, { method: 'POST', headers: await bearer('user', a.id), body: { channel: 'email', destination: next } });
    const code = await lastCodeTo(next);
    const stolen = await call(contactConfirm, {
      method: 'POST',
      headers: await bearer('user', b.id),
      body: { channel: 'email', destination: next, code },
    });
    expect(stolen.status).toBe(400);
    const db = await getDb();
    const [row] = await db
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.id, b.id)));
    expect(row!.email).toBe(b.email);
  });

  it('needs the right role: anonymous and partner tokens get 401', async () => {
    const investor = await newInvestor();
    expect((await call(contactSend, { method: 'POST', body: { channel: 'email', destination: 'x@example.test' } })).status).toBe(401);
    expect(
      (
        await call(contactSend, {
          method: 'POST',
          headers: await bearer('partner', investor.id),
          body: { channel: 'email', destination: 'x@example.test' },
        })
      ).status,
    ).toBe(401);
    expect(
      (
        await call(partnerContactSend, {
          method: 'POST',
          headers: await bearer('user', investor.id),
          body: { channel: 'email', destination: 'x@example.test' },
        })
      ).status,
    ).toBe(401);
  });
});

describe('bad input never gives a 500 and writes nothing', () => {
  const long = 'x'.repeat(10_000);
  const shapes: (Record<string, unknown> | unknown[] | string | null)[] = [
    {},
    { channel: '', destination: '' },
    { channel: 'fax', destination: 'a@b.c' },
    { channel: 'email', destination: 42 },
    { channel: 'email', destination: long },
    { channel: 'sms', destination: '12345' },
    { channel: 'email', destination: 'not-an-email', code: 123456 },
    { channel: 'email', destination: 'a@example.test', code: '12ab56' },
    { channel: 'email', destination: 'a@example.test', code: long },
    { role: 'admin', channel: 'email', destination: 'a@example.test', code: '123456' },
    { purpose: 'hack', channel: 'email', destination: 'a@example.test' },
    ...INJECTION_STRINGS.map((text) => ({ channel: 'email', destination: text, code: text, password: text, purpose: text })),
    [],
    null,
  ];

  it.each([
    ['send', otpSend],
    ['signIn', otpSignIn],
    ['resetPassword', otpResetPassword],
  ] as const)('%s answers 400 with field errors', async (_name, handler) => {
    const db = await getDb();
    const before = await db.$count(oneTimeCodes);
    for (const body of shapes) {
      resetRateLimits();
      const result = await call(handler, { method: 'POST', rawBody: JSON.stringify(body) });
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.success).toBe(false);
      expect(result.body.message).toBeTruthy();
    }
    expect(await db.$count(oneTimeCodes)).toBe(before);
  });

  it('signed-in routes answer bad input with a 4xx, never a 500', async () => {
    const investor = await newInvestor();
    const auth = await bearer('user', investor.id);
    for (const handler of [verifySend, verifyConfirm, contactSend, contactConfirm]) {
      for (const body of shapes) {
        resetRateLimits();
        const result = await call(handler, { method: 'POST', headers: auth, rawBody: JSON.stringify(body) });
        // Some shapes are valid for some routes (extra keys are ignored); none may fail with a 500.
        expect(result.status, JSON.stringify(body)).toBeLessThan(500);
        if (result.status >= 400) expect(result.body.success).toBe(false);
      }
      for (const body of [{}, null, [], { channel: 'fax' }, { channel: 42, code: 'abcdef' }]) {
        resetRateLimits();
        const result = await call(handler, { method: 'POST', headers: auth, rawBody: JSON.stringify(body) });
        expect(result.status, JSON.stringify(body)).toBe(400);
      }
    }
  });

  it('GET is not allowed on the public code routes', async () => {
    const result = await call(otpSend);
    expect(result.status).toBe(405);
    expect(result.headers.get('allow')).toBe('POST');
  });
});
