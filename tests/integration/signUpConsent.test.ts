// Consent asked, not assumed (DPDP Act 2023, s. 6): sign-up takes the acceptance of the terms and the
// privacy policy (required; recorded with their versions and the time) and offers marketing email and
// sharing with the referring partner as unticked choices; an account that never answered (opened before
// sign-up asked, or with Google) is asked once on its dashboard, and nothing is given until it chooses.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { PRIVACY_UPDATED, TERMS_UPDATED } from '@/lib/legal/statements';
import { getDb } from '@/lib/server/db/client';
import { consentEvents, newsletterSubscriptions, partners, termsAcceptances, users } from '@/lib/server/db/schema';
import { getServerSideProps as partnerDashboard } from '@/lib/server/loaders/Cp/dashboard';
import { getServerSideProps as investorDashboard } from '@/lib/server/loaders/dashboard/index';
import type { PrivacyAccountKind } from '@/lib/status/privacy';
import { CONSENT_ANSWER_MESSAGES } from '@/lib/validations/privacy';
import clientRoute from '@/pages/api/v1/cp/clients/[code]';
import partnerAcceptance from '@/pages/api/v1/cp/privacy/acceptance';
import partnerConsents from '@/pages/api/v1/cp/privacy/consents';
import partnerRegister from '@/pages/api/v1/cp/auth/register';
import userAcceptance from '@/pages/api/v1/user/privacy/acceptance';
import userConsents from '@/pages/api/v1/user/privacy/consents';
import userRegister from '@/pages/api/v1/user/auth/register';

import { buildInvestor, buildPartner, createInvestor, createPartner } from './factories';
import { bearer, call, cookieFor, loaderContext } from './http';
import { newsletterIssueRecipients } from './notified';

type View = {
  consents: { purpose: string; granted: boolean; source: string | null; changedAt: string | null }[];
  history: { purpose: string; granted: boolean; source: string }[];
  acceptance: { termsVersion: string; privacyVersion: string; source: string; acceptedAt: string } | null;
};
const viewOf = (body: { data?: unknown }) => body.data as View;
const stateOf = (body: { data?: unknown }) => Object.fromEntries(viewOf(body).consents.map((row) => [row.purpose, row.granted]));

const ROUTES = {
  user: { register: userRegister, consents: userConsents, acceptance: userAcceptance, table: users },
  partner: { register: partnerRegister, consents: partnerConsents, acceptance: partnerAcceptance, table: partners },
} as const;

/** The sign-up body without any of the consent fields: what a client that never asked would send. */
const detailsOnly = (kind: PrivacyAccountKind) => {
  const { fullName, email, phone, password } = kind === 'user' ? buildInvestor() : buildPartner();
  return { fullName, email, phone, password };
};

const rowsOf = async (kind: PrivacyAccountKind, id: number) => {
  const db = await getDb();
  const [accepted, ledger] = await Promise.all([
    db
      .select()
      .from(termsAcceptances)
      .where(and(eq(termsAcceptances.accountKind, kind), eq(termsAcceptances.accountId, id))),
    db
      .select()
      .from(consentEvents)
      .where(and(eq(consentEvents.accountKind, kind), eq(consentEvents.accountId, id))),
  ]);
  return { accepted, ledger };
};

/** Makes the account one from before sign-up asked: no acceptance, no consent ever recorded. */
async function fromBefore(kind: PrivacyAccountKind, id: number) {
  const db = await getDb();
  await db.delete(termsAcceptances).where(and(eq(termsAcceptances.accountKind, kind), eq(termsAcceptances.accountId, id)));
  await db.delete(consentEvents).where(and(eq(consentEvents.accountKind, kind), eq(consentEvents.accountId, id)));
}

/** What the account's dashboard asks, read through the page's own loader. */
async function dashboardQuestion(kind: PrivacyAccountKind, id: number) {
  const loader = kind === 'user' ? investorDashboard : partnerDashboard;
  const result = await loader(loaderContext(kind === 'user' ? '/dashboard' : '/Cp/dashboard', await cookieFor(kind, id)).ctx);
  return (result as { props: { question: { purposes: string[] } | null } }).props.question;
}

describe('sign-up asks for the terms and offers each choice unticked', () => {
  it.each(['user', 'partner'] as const)('refuses a %s sign-up without the terms accepted, on the field, writing nothing', async (kind) => {
    const { register, table } = ROUTES[kind];
    const db = await getDb();
    const before = await db.$count(table);
    for (const acceptTerms of [undefined, false, 'no']) {
      const body = { ...detailsOnly(kind), ...(acceptTerms !== undefined && { acceptTerms }) };
      const refused = await call(register, { method: 'POST', body });
      expect(refused.status, String(acceptTerms)).toBe(400);
      expect(refused.body.errors).toEqual({ acceptTerms: CONSENT_ANSWER_MESSAGES.acceptTerms });
    }
    expect(await db.$count(table)).toBe(before);
  });

  it.each(['user', 'partner'] as const)(
    'records a %s’s acceptance with the versions and the time; marketing (and sharing) not given unless ticked',
    async (kind) => {
      const { register, consents } = ROUTES[kind];
      const since = Date.now();
      const created = await call(register, { method: 'POST', body: { ...detailsOnly(kind), acceptTerms: true } });
      expect(created.status).toBe(201);
      const id = (created.body.data as { id: number }).id;

      const view = await call(consents, { headers: await bearer(kind, id) });
      expect(stateOf(view.body)).toMatchObject({ marketing_email: false, ...(kind === 'user' && { partner_sharing: false }) });
      const { acceptance } = viewOf(view.body);
      expect(acceptance).toMatchObject({ termsVersion: TERMS_UPDATED, privacyVersion: PRIVACY_UPDATED, source: 'signup' });
      expect(Date.parse(acceptance!.acceptedAt)).toBeGreaterThanOrEqual(since - 1000);
      expect(Date.parse(acceptance!.acceptedAt)).toBeLessThanOrEqual(Date.now() + 1000);
      const { accepted, ledger } = await rowsOf(kind, id);
      expect(accepted).toHaveLength(1);
      // The answer asked is a row, a no too; sharing was not offered (no partner's code).
      expect(ledger.map((row) => [row.purpose, row.granted, row.source])).toEqual([['marketing_email', false, 'signup']]);
      expect(await dashboardQuestion(kind, id)).toBeNull();
    },
  );

  it('records marketing email and sharing as given when ticked; the referring partner then sees the holdings', async () => {
    const { partner, headers: partnerHeaders } = await createPartner();
    const body = { ...detailsOnly('user'), partnershipCode: partner.partnershipCode, acceptTerms: true, marketingEmail: true };
    const withoutCode = await call(userRegister, {
      method: 'POST',
      body: { ...body, partnershipCode: '', partnerSharing: true },
    });
    expect(withoutCode.status).toBe(400);
    expect(withoutCode.body.errors).toEqual({ partnerSharing: CONSENT_ANSWER_MESSAGES.sharingNeedsCode });

    const created = await call(userRegister, { method: 'POST', body: { ...body, partnerSharing: true } });
    expect(created.status).toBe(201);
    const client = created.body.data as { id: number; userUniqueCode: string };
    const view = await call(userConsents, { headers: await bearer('user', client.id) });
    expect(stateOf(view.body)).toEqual({ marketing_email: true, sms: false, whatsapp: false, partner_sharing: true });
    // Newest first: both in the sign-up's one transaction.
    expect(viewOf(view.body).history.map((row) => [row.purpose, row.granted, row.source])).toEqual([
      ['partner_sharing', true, 'signup'],
      ['marketing_email', true, 'signup'],
    ]);
    const detail = await call(clientRoute, { headers: partnerHeaders, query: { code: client.userUniqueCode } });
    expect(detail.body.data).toMatchObject({ sharingWithheld: false });

    // Referred, but sharing left unticked: recorded as not given, and the partner sees it withheld.
    const unticked = await call(userRegister, {
      method: 'POST',
      body: { ...detailsOnly('user'), partnershipCode: partner.partnershipCode, acceptTerms: true },
    });
    const other = unticked.body.data as { id: number; userUniqueCode: string };
    expect((await rowsOf('user', other.id)).ledger.map((row) => [row.purpose, row.granted])).toEqual([
      ['marketing_email', false],
      ['partner_sharing', false],
    ]);
    const withheld = await call(clientRoute, { headers: partnerHeaders, query: { code: other.userUniqueCode } });
    expect(withheld.body.data).toMatchObject({ sharingWithheld: true, holdings: [] });
  });
});

describe('an account that never answered is asked once', () => {
  it('an investor from before: nothing given, asked on the dashboard, the answer recorded, then not asked again', async () => {
    const { partner, headers: partnerHeaders } = await createPartner();
    const { user, headers } = await createInvestor({ partnershipCode: partner.partnershipCode });
    await fromBefore('user', user.id);

    const before = await call(userConsents, { headers });
    expect(stateOf(before.body)).toEqual({ marketing_email: false, sms: false, whatsapp: false, partner_sharing: false });
    expect(viewOf(before.body).consents.every((row) => row.changedAt === null)).toBe(true);
    expect(viewOf(before.body).acceptance).toBeNull();
    expect(await dashboardQuestion('user', user.id)).toEqual({ purposes: ['marketing_email', 'partner_sharing'] });
    const hidden = await call(clientRoute, { headers: partnerHeaders, query: { code: user.userUniqueCode } });
    expect(hidden.body.data).toMatchObject({ sharingWithheld: true });

    const refused = await call(userAcceptance, { method: 'POST', headers, body: { marketingEmail: true } });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ acceptTerms: CONSENT_ANSWER_MESSAGES.acceptTerms });
    expect(await rowsOf('user', user.id)).toEqual({ accepted: [], ledger: [] });

    const answered = await call(userAcceptance, { method: 'POST', headers, body: { acceptTerms: true, marketingEmail: true } });
    expect(answered.status).toBe(201);
    expect(stateOf(answered.body)).toMatchObject({ marketing_email: true, partner_sharing: false });
    expect(viewOf(answered.body).acceptance).toMatchObject({
      termsVersion: TERMS_UPDATED,
      privacyVersion: PRIVACY_UPDATED,
      source: 'prompt',
    });
    expect(viewOf(answered.body).history.map((row) => [row.purpose, row.granted, row.source])).toEqual([
      ['partner_sharing', false, 'prompt'],
      ['marketing_email', true, 'prompt'],
    ]);
    expect(await dashboardQuestion('user', user.id)).toBeNull();

    const again = await call(userAcceptance, { method: 'POST', headers, body: { acceptTerms: true, partnerSharing: true } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(CONSENT_ANSWER_MESSAGES.answered);
    expect((await rowsOf('user', user.id)).ledger).toHaveLength(2);
  });

  it('an account that already chose on its privacy page is not asked', async () => {
    const { user, headers } = await createInvestor();
    await fromBefore('user', user.id);
    await call(userConsents, { method: 'PUT', headers, body: { consents: [{ purpose: 'sms', granted: true }] } });
    expect(await dashboardQuestion('user', user.id)).toBeNull();
    expect((await call(userAcceptance, { method: 'POST', headers, body: { acceptTerms: true } })).status).toBe(409);
  });

  it('a partner from before is asked marketing email only; an investor no partner referred is not offered sharing', async () => {
    const { partner, headers: partnerHeaders } = await createPartner();
    await fromBefore('partner', partner.id);
    expect(await dashboardQuestion('partner', partner.id)).toEqual({ purposes: ['marketing_email'] });
    const answered = await call(partnerAcceptance, { method: 'POST', headers: partnerHeaders, body: { acceptTerms: 'on' } });
    expect(answered.status).toBe(201);
    expect(stateOf(answered.body)).toEqual({ marketing_email: false, sms: false, whatsapp: false });
    expect(await dashboardQuestion('partner', partner.id)).toBeNull();

    const { user, headers } = await createInvestor();
    await fromBefore('user', user.id);
    expect(await dashboardQuestion('user', user.id)).toEqual({ purposes: ['marketing_email'] });
    const sharing = await call(userAcceptance, { method: 'POST', headers, body: { acceptTerms: true, partnerSharing: true } });
    expect(sharing.status).toBe(400);
    expect(sharing.body.errors).toEqual({ partnerSharing: CONSENT_ANSWER_MESSAGES.noPartner });
    expect(await rowsOf('user', user.id)).toEqual({ accepted: [], ledger: [] });
  });

  it('the newsletter an account from before subscribed to goes on until its answer says no', async () => {
    const db = await getDb();
    const { user, headers } = await createInvestor();
    await fromBefore('user', user.id);
    await db.insert(newsletterSubscriptions).values({ email: user.email, deviceType: 'website' });
    expect(await newsletterIssueRecipients()).toContain(user.email);
    expect((await call(userAcceptance, { method: 'POST', headers, body: { acceptTerms: true } })).status).toBe(201);
    expect(await newsletterIssueRecipients()).not.toContain(user.email);
  });
});
