import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';

import type { GetServerSidePropsContext } from 'next';
import { describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { kycRecords } from '@/lib/server/db/schema';
import { listPartnerClients } from '@/lib/server/services/profile';
import { getServerSideProps } from '@/pages/Cp/clients';

import { createInvestor, createPartner, uniquePan } from './factories';
import { sessionToken } from './http';

const partner = async () => (await createPartner({ fullName: 'Kiran Rao' })).partner;
const client = async (code: string | undefined, fullName = 'Asha Verma') =>
  (await createInvestor({ fullName, partnershipCode: code })).user;

async function pageFor(cookie: string | undefined, query: Record<string, string> = {}) {
  // A real request and response, as Next hands them over: a loader sets headers and cookies on it.
  const req = new IncomingMessage(new Socket());
  req.headers = cookie ? { cookie } : {};
  const ctx = { req, res: new ServerResponse(req), query, resolvedUrl: '/Cp/clients' } as unknown as GetServerSidePropsContext;
  return getServerSideProps(ctx);
}

describe("a partner's clients", () => {
  it('lists only investors who joined with this partner, newest first, with KYC status', async () => {
    const [mine, theirs] = [await partner(), await partner()];
    const first = await client(mine.partnershipCode, 'First Client');
    const second = await client(mine.partnershipCode, 'Second Client');
    await client(theirs.partnershipCode, 'Not Mine');
    await client(undefined, 'Nobody’s Client');
    await (await getDb()).insert(kycRecords).values({
      userId: second.id,
      pan: uniquePan(),
      depository: 'NSDL',
      dpId: 'IN123456',
      clientId: '12345678',
      bankAccountName: 'Second Client',
      bankAccountNumber: '1234567890',
      ifsc: 'HDFC0001234',
      status: 'verified',
    });

    const list = await listPartnerClients(await getDb(), mine.id, 1);
    expect(list.total).toBe(2);
    expect(list.clients.map((c) => [c.fullName, c.userUniqueCode, c.kycStatus])).toEqual([
      ['Second Client', second.userUniqueCode, 'verified'],
      ['First Client', first.userUniqueCode, 'not_started'],
    ]);
    expect(Number.isNaN(Date.parse(list.clients[0]!.joinedAt))).toBe(false);
  });

  it('pages through many clients', async () => {
    const mine = await partner();
    for (let i = 0; i < 5; i++) await client(mine.partnershipCode, `Client ${'abcde'[i]}`);
    const page1 = await listPartnerClients(await getDb(), mine.id, 1, 2);
    const page3 = await listPartnerClients(await getDb(), mine.id, 3, 2);
    expect(page1.clients).toHaveLength(2);
    expect(page3.clients.map((c) => c.fullName)).toEqual(['Client a']);
    expect(page3.total).toBe(5);
  });

  it('the /Cp/clients page shows the signed-in partner their own clients and sends others to sign in', async () => {
    const [mine, theirs] = [await partner(), await partner()];
    await client(mine.partnershipCode, 'Own Client');
    await client(theirs.partnershipCode, 'Other Client');
    const result = await pageFor(`partnerToken=${await sessionToken('partner', mine.id)}`);
    expect('props' in result && result.props).toMatchObject({ total: 1, page: 1, clients: [{ fullName: 'Own Client' }] });

    const anonymous = await pageFor(undefined);
    expect(anonymous).toMatchObject({ redirect: { destination: expect.stringMatching(/^\/Cp\/signin/) } });
    const investor = await client(undefined);
    const asInvestor = await pageFor(`userToken=${await sessionToken('user', investor.id)}`);
    expect(asInvestor).toMatchObject({ redirect: { destination: expect.stringMatching(/^\/Cp\/signin/) } });
  });

  it('treats a bad or too-large page number safely', async () => {
    const mine = await partner();
    await client(mine.partnershipCode);
    const cookie = `partnerToken=${await sessionToken('partner', mine.id)}`;
    for (const page of ["1' OR '1'='1", '-3', 'abc', '<script>']) {
      const result = await pageFor(cookie, { page });
      expect('props' in result && result.props).toMatchObject({ page: 1, total: 1 });
    }
    expect(await pageFor(cookie, { page: '999' })).toMatchObject({ redirect: { destination: '/Cp/clients' } });
  });
});
