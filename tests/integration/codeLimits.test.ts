// No code spam (issue 20): one-time codes to one destination are limited whoever asks (any account,
// any role, signed in or not): a gap between two sends, counted before sending so that two requests
// at once cannot both send, and an hourly and a daily cap; a signed-in account has its own caps.
// Real SMTP and SMS webhook (setup.ts); the caps over hours on a clock moved forward (memory store).
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

  it.skipIf(!available)("a refusal to the caller's own address is shown on the channel", async () => {
    const investor = await createInvestor();
    expect((await call(verifySend, { method: 'POST', headers: investor.headers, body: { channel: 'email' } })).status).toBe(200);
    expectRefused(
      await call(verifySend, { method: 'POST', headers: investor.headers, body: { channel: 'email' } }),
      GAP_MESSAGE,
      'channel',
    );
  });
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

  it('one destination: 5 codes an hour and 10 a day, whoever asks', async () => {
    const { user } = await createInvestor();
    const send = () => call(otpSend, { method: 'POST', body: { purpose: 'sign-in', channel: 'email', destination: user.email } });
    const hourly = RATE_RULES.otpSendDestinationHour.limit;
    for (let i = 0; i < hourly; i++) {
      at(i * 61_000);
      expect((await send()).status).toBe(200);
    }
    at(hourly * 61_000);
    expectRefused(await send(), DESTINATION_MESSAGE(/\d+ minutes/), 'destination');

    for (let i = 0; i < RATE_RULES.otpSendDestinationDay.limit - hourly; i++) {
      at(HOUR + 61_000 * (i + 1));
      expect((await send()).status).toBe(200);
    }
    at(3 * HOUR);
    const refused = await send();
    expectRefused(refused, DESTINATION_MESSAGE(/2[12] hours/), 'destination');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(20 * 3600);
    expect(messagesTo(user.email)).toHaveLength(RATE_RULES.otpSendDestinationDay.limit);
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
