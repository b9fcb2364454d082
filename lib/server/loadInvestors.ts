// The load test's investors (LOAD_TEST_INVESTORS, only with DEMO_ACCOUNTS=true): each visitor of
// `npm run bench:load` signs in as its own, so per-account limits do not refuse the crowd. Made at server
// start (lib/server/startup.ts) through the services a real investor goes through; locked and found
// again with the demo accounts (lib/server/db/demoAccounts.ts).
import { and, eq, like } from 'drizzle-orm';

import { hashPassword, NO_PASSWORD_MARKER } from '@/lib/server/auth/password';
import type { Db } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { LOAD_INVESTOR } from '@/lib/server/db/seedData/accounts';
import { markContactVerified, registerUser } from '@/lib/server/services/accounts';
import { reviewKyc, submitKyc } from '@/lib/server/services/kyc';
import { acceptRiskStatement } from '@/lib/server/services/riskAcknowledgement';
import { RISK_STATEMENT } from '@/lib/riskStatement';
import { userSignUpSchema } from '@/lib/validations/auth';
import { kycSubmitSchema } from '@/lib/validations/kyc';

const isLoadInvestor = like(users.email, LOAD_INVESTOR.emailPattern);

/**
 * Load investors 1..count (LOAD_TEST_INVESTORS), each signed up, with email and mobile confirmed and a
 * verified KYC, through the services a real investor goes through: the missing ones are created, and
 * those a start without DEMO_ACCOUNTS locked get the public password again. Returns how many were created.
 */
export async function ensureLoadInvestors(db: Db, count: number): Promise<number> {
  if (count === 0) return 0;
  const existing = new Set((await db.select({ email: users.email }).from(users).where(isLoadInvestor)).map((row) => row.email));
  const missing = Array.from({ length: count }, (_, index) => index + 1).filter((n) => !existing.has(LOAD_INVESTOR.email(n)));
  for (const n of missing) {
    const digits = String(n).padStart(4, '0');
    // A name is letters only: the number in letters (1 → "A", 27 → "AA").
    const name = `Load Investor ${lettersOf(n)}`;
    const investor = await registerUser(
      db,
      userSignUpSchema.parse({
        fullName: name,
        email: LOAD_INVESTOR.email(n),
        phone: `970000${digits}`,
        password: LOAD_INVESTOR.password,
        acceptTerms: true,
      }),
    );
    await markContactVerified(db, 'user', investor.id, 'email');
    await markContactVerified(db, 'user', investor.id, 'sms');
    // Fictional values that fit the formats (the PAN's fourth letter P: an individual's), one PAN per investor.
    const kyc = { pan: `LDTPL${digits}K`, depository: 'NSDL', dpId: 'IN300999', clientId: `2${digits.padStart(7, '0')}` };
    const bank = { bankAccountName: name, bankAccountNumber: `9000${digits.padStart(8, '0')}`, ifsc: 'DEMO0000103' };
    await submitKyc(db, investor.id, kycSubmitSchema.parse({ ...kyc, ...bank }), { withoutDocuments: true });
    await reviewKyc(db, investor.id, { status: 'verified' });
    // The load test places orders: each has accepted the risk statement, as an investor who bought before has.
    await acceptRiskStatement(db, investor.id, RISK_STATEMENT.version);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(LOAD_INVESTOR.password) })
    .where(and(isLoadInvestor, eq(users.passwordHash, NO_PASSWORD_MARKER)));
  return missing.length;
}

function lettersOf(n: number): string {
  let letters = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}
