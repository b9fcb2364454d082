// Child process for tests/integration/ordersKill.test.ts: places orders as fast as it can, four at a
// time, and prints "placed <id>" only after each order's transaction has committed (as a 201 would
// be sent), until the test kills it with SIGKILL. Uses PGLITE_DIR or DATABASE_URL like the app.
import { randomUUID } from 'node:crypto';

import { uniquePan, VALID_KYC } from './factories';

process.env.SEED_ON_START = 'false';

async function main() {
  const { getDb } = await import('@/lib/server/db/client');
  const schema = await import('@/lib/server/db/schema');
  const { placeOrder } = await import('@/lib/server/services/orders');
  const { RISK_STATEMENT } = await import('@/lib/riskStatement');
  const db = await getDb();
  const id = randomUUID().slice(0, 8);
  const [company] = await db
    .insert(schema.companies)
    .values({
      name: `Kill Test ${id}`,
      urlName: `kill-test-${id}`,
      slug: `kill-test-${id}`,
      sector: 'Telecom',
      category: 'unlisted',
      status: 'Available',
      isin: `INE${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
      shareholding: [{ holder: 'Promoters & Promoter Group', percent: 100 }],
      faceValuePaise: 1000,
      minQuantity: 1,
      pricePaise: 10_000,
      brokerPricePaise: 9_600,
      availableQuantity: 1_000_000,
      addedQuantity: 1_000_000,
    })
    .returning({ id: schema.companies.id, slug: schema.companies.slug });
  if (!company) throw new Error('setup failed');
  // A new verified buyer for each order: one investor's unpaid orders are limited (platform settings).
  let buyers = 0;
  const newBuyer = async () => {
    const tag = `${id}${String(buyers++)}`;
    const [user] = await db
      .insert(schema.users)
      .values({ fullName: 'Kill Tester', email: `kill-${tag}@example.test`, passwordHash: 'x', userUniqueCode: `KILL${tag}`.toUpperCase() })
      .returning({ id: schema.users.id });
    if (!user) throw new Error('setup failed');
    await db.insert(schema.kycRecords).values({ userId: user.id, ...VALID_KYC, pan: uniquePan(), status: 'verified' });
    await db.insert(schema.riskAcknowledgements).values({ userId: user.id, version: RISK_STATEMENT.version });
    return user.id;
  };
  // A price history like the seeded companies' (other test files check every company has one).
  const monday = new Date();
  monday.setUTCHours(0, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7));
  await db.insert(schema.companyPrices).values(
    Array.from({ length: 110 }, (_, i) => ({
      companyId: company.id,
      day: new Date(monday.getTime() - (109 - i) * 7 * 86_400_000).toISOString().slice(0, 10),
      pricePaise: 10_000,
    })),
  );
  await db.insert(schema.companyFundamentals).values(
    ['FY2023', 'FY2024', 'FY2025'].map((fiscalYear) => ({
      companyId: company.id,
      fiscalYear,
      revenuePaise: 1e12,
      ebitdaPaise: 2e11,
      netProfitPaise: 1e11,
      epsPaise: 1000,
      bookValuePerSharePaise: 10_000,
      debtPaise: 1e10,
      netWorthPaise: 5e11,
    })),
  );
  process.stdout.write(`ready ${company.id}\n`);
  const loop = async () => {
    for (;;) {
      const answer = await placeOrder(
        db,
        await newBuyer(),
        { slug: company.slug, quantity: 1 + Math.floor(Math.random() * 5), pricePaise: 10_000 },
        { idempotencyKey: randomUUID() },
      );
      process.stdout.write(`placed ${answer.data.id}\n`);
    }
  };
  await Promise.all([loop(), loop(), loop(), loop()]);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
