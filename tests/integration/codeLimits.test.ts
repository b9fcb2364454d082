// No code spam, and no lock-out of the owner: one-time codes to one destination are limited in two
// budgets, the owner's (signed in, their own address) and everyone else's (any account, any role,
// signed in or not): a gap between two sends, counted before sending so that two requests at once
// cannot both send, 3 in 15 minutes (then a cooldown) and 10 a day each; a signed-in account has its
// own caps. Real SMTP and SMS webhook (setup.ts); the caps over hours on a clock moved forward (memory store).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { RATE_RULES, useRateStore } from '@/lib/server/rateLimit';
import partnerContactSend from '@/pages/api/v1/cp/profile/contact/send';
import otpSend from '@/pages/api/v1/otp/send';
import contactSend from '@/pages/api/v1/user/profile/contact/send';
import verifySend from '@/pages/api/v1/user/profile/verify/send';

import { rateStoreCases } from './clientAddresses';
import { createInvestor, createPartner, uniqueContact } from './factories';
import { call, type CallResult } from './http';
import { messagesTo } from './mail';

const STORES = rateStoreCases('codeLimits.test.ts');
const GAP_MESSAGE = /^A code was just sent to this address\. Please wait \d+ seconds before asking for another\.$/;
const DESTINATION_MESSAGE = (wait: RegExp) =>
  new RegExp(`^Too many codes were sent to this address\\. Please try again in ${wait.source}\\.$`);
const ACCOUNT_MESSAGE = (wait: RegExp) => new RegExp(`^You have asked for too many codes\\. Please try again in ${wait.source}\\.$`);

function expectRefused(answer: CallResult, message: RegExp, field?: string) {
  expect(answer.status).toBe(429);
  expect(answer.body.message).toMatch(message);
  expect(answer.body.errors).toEqual(field ? { [field]: answer.body.message } : undefined);
  expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe.each(STORES)('sends to one destination, %s', (_name, makeStore, available) => {
  beforeEach(() => useRateStore(makeStore()));

  it.skipIf(!available)('two accounts asking at once for codes to one number: one SMS goes, the other gets 429', async () => {
    const [first, second] = await Promise.all([createInvestor(), createInvestor()]);
    const { phone } = uniqueContact();
    const body = { channel: 'sms', destination: phone };
    const answers = await Promise.all([first, second].map(({ headers }) => call(contactSend, { method: 'POST', headers, body })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    const refused = answers.find((answer) => answer.status === 429)!;
    expectRefused(refused, GAP_MESSAGE, 'destination');
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(messagesTo(`+91${phone}`)).toHaveLength(1);

    // Whoever asks next, whatever for: a partner changing their number, the public sign-in form.
    const partner = await createPartner();
    expectRefused(await call(partnerContactSend, { method: 'POST', headers: partner.headers, body }), GAP_MESSAGE, 'destination');
    const signIn = await call(otpSend, { method: 'POST', body: { ...body, role: 'partner', purpose: 'sign-in' } });
    expectRefused(signIn, GAP_MESSAGE, 'destination');
    expect(messagesTo(`+91${phone}`)).toHaveLength(1);
  });

  it.skipIf(!available)(
    'the owner asking twice at once for a code to their own address: one goes, the refusal on the channel',
    async () => {
      const investor = await createInvestor();
      const ask = () => call(verifySend, { method: 'POST', headers: investor.headers, body: { channel: 'email' } });
      const answers = await Promise.all([ask(), ask()]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
      expectRefused(
        answers.find((answer) => answer.status === 429)!,
        GAP_MESSAGE,
        'channel',
      );
      expect(messagesTo(investor.user.email)).toHaveLength(1);
    },
  );
});

describe('caps over hours and days (a clock moved forward)', () => {
  const HOUR = 60 * 60_000;
  let start = 0;
  /** Moves the clock to `ms` after the test's start; only Date is faked, timers and sockets run as usual. */
  const at = (ms: number) => vi.setSystemTime(start + ms);

  beforeEach(() => {
    start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const MINUTE = 60_000;
  const { limit: burst, windowMs: burstMs } = RATE_RULES.otpSendDestinationBurst;
  const daily = RATE_RULES.otpSendDestinationDay.limit;

  it('anyone but the owner: 3 codes in 15 minutes, then a cooldown of what is left of them, and 10 a day', async () => {
    const { user } = await createInvestor();
    const send = () => call(otpSend, { method: 'POST', body: { purpose: 'sign-in', channel: 'email', destination: user.email } });
    for (let i = 0; i < burst; i++) {
      at(i * 61_000);
      expect((await send()).status).toBe(200);
    }
    at(burst * 61_000);
    const cooling = await send();
    expectRefused(cooling, DESTINATION_MESSAGE(/\d+ minutes/), 'destination');
    expect(Number(cooling.headers.get('retry-after'))).toBeLessThanOrEqual((burstMs - burst * 61_000) / 1000);

    // Right after the cooldown, more; then, hours apart (the client address has its own hourly cap), up to the day's cap.
    let sent = burst;
    for (let window = 1; sent < daily; window++) {
      for (let i = 0; i < burst && sent < daily; i++, sent++) {
        at((window === 1 ? burstMs : window * HOUR) + i * 61_000);
        expect((await send()).status).toBe(200);
      }
    }
    at(4 * HOUR);
    const refused = await send();
    expectRefused(refused, DESTINATION_MESSAGE(/2[01] hours/), 'destination');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(19 * 3600);
    expect(messagesTo(user.email)).toHaveLength(daily);
  });

  it('five reset codes asked for anonymously to a number leave its owner their own codes', async () => {
    const investor = await createInvestor();
    const phone = investor.user.phone!;
    const reset = () => call(otpSend, { method: 'POST', body: { purpose: 'reset', channel: 'sms', destination: phone } });
    const ownerAsks = () => call(verifySend, { method: 'POST', headers: investor.headers, body: { channel: 'sms' } });
    // The finding: after 5 anonymous reset codes the owner was refused for 54 minutes.
    const anonymous = [];
    for (let i = 0; i < 5; i++) {
      at(i * 61_000);
      anonymous.push(await reset());
    }
    expect((await ownerAsks()).status).toBe(200);
    expect(anonymous.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expectRefused(anonymous[burst]!, DESTINATION_MESSAGE(/\d+ minutes/), 'destination');
    expect(messagesTo(`+91${phone}`)).toHaveLength(burst + 1);

    // The owner's budget has the same shape: a cooldown of minutes, not an hour's lock.
    for (let i = 1; i < burst; i++) {
      at(5 * 61_000 + i * 61_000);
      expect((await ownerAsks()).status).toBe(200);
    }
    at(5 * 61_000 + burst * 61_000);
    const cooling = await ownerAsks();
    expectRefused(cooling, DESTINATION_MESSAGE(/\d+ minutes/), 'channel');
    expect(Number(cooling.headers.get('retry-after'))).toBeLessThanOrEqual(burstMs / 1000);
    at(5 * 61_000 + burstMs);
    expect((await ownerAsks()).status).toBe(200);
  });

  it('one phone gets at most 20 codes a day: 10 from strangers and 10 its owner asked for', async () => {
    const investor = await createInvestor();
    const phone = investor.user.phone!;
    const senders = {
      anyone: () => call(otpSend, { method: 'POST', body: { purpose: 'sign-in', channel: 'sms', destination: phone } }),
      owner: () => call(verifySend, { method: 'POST', headers: investor.headers, body: { channel: 'sms' } }),
    };
    // Spread over the day, under the account's and the client address's own caps: each one every 20 minutes.
    for (let i = 0; i < daily + 2; i++) {
      for (const [who, send] of Object.entries(senders)) {
        at(i * 20 * MINUTE + (who === 'owner' ? MINUTE : 0));
        expect((await send()).status, `${who} ${i}`).toBe(i < daily ? 200 : 429);
      }
    }
    expect(messagesTo(`+91${phone}`)).toHaveLength(2 * daily);
  });

  it('one signed-in account: 8 codes an hour and 20 a day, to any destinations', async () => {
    const investor = await createInvestor();
    const send = () =>
      call(contactSend, { method: 'POST', headers: investor.headers, body: { channel: 'email', destination: uniqueContact().email } });
    const hourly = RATE_RULES.otpSendAccountHour.limit;
    const daily = RATE_RULES.otpSendAccountDay.limit;
    let sent = 0;
    for (let hour = 0; sent < daily; hour++) {
      at(hour * HOUR);
      for (let i = 0; i < hourly && sent < daily; i++, sent++) expect((await send()).status).toBe(200);
      if (sent < daily) expectRefused(await send(), ACCOUNT_MESSAGE(/\d+ minutes/));
    }
    at(3 * HOUR);
    expectRefused(await send(), ACCOUNT_MESSAGE(/2[01] hours/));
  });
});
