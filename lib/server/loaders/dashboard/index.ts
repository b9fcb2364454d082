import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { contactVerification } from '@/lib/server/services/accounts';
import { getKycStatus } from '@/lib/server/services/kyc';

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const db = await getDb();
  const [kycStatus, verification] = await Promise.all([getKycStatus(db, user.id), contactVerification(db, 'user', user.id)]);
  return { props: { kycStatus, verification } };
});
