// Integration tests that buy need an investor whose KYC is verified (lib/server/services/kyc.ts
// assertKycVerified). There is no operator console yet, so the row is written straight to the db.
import { getDb } from '@/lib/server/db/client';
import { kycRecords } from '@/lib/server/db/schema';

export const VALID_KYC = {
  pan: 'ABCPT1234K',
  depository: 'NSDL',
  dpId: 'IN301234',
  clientId: '10234567',
  bankAccountName: 'Test Investor',
  bankAccountNumber: '123456789012',
  ifsc: 'HDFC0001234',
} as const;

/** Gives the investor a verified KYC (replacing any they have). */
export async function verifiedKyc(userId: number) {
  const values = { ...VALID_KYC, status: 'verified' as const, rejectionReason: null, reviewedAt: new Date() };
  await (await getDb())
    .insert(kycRecords)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: kycRecords.userId, set: values });
}
