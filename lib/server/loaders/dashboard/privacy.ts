import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { consentsView } from '@/lib/server/services/consents';
import { getKycStatus } from '@/lib/server/services/kyc';
import { nomineeView } from '@/lib/server/services/nominees';

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const db = await getDb();
  const account = { kind: 'user', id: user.id } as const;
  const [consents, nominee, kycStatus] = await Promise.all([
    consentsView(db, account),
    nomineeView(db, account),
    getKycStatus(db, user.id),
  ]);
  return { props: { consents, nominee, kycStatus } };
});
