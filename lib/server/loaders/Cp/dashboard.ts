import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { contactVerification } from '@/lib/server/services/accounts';
import { partnerSummary } from '@/lib/server/services/commissions';
import { consentQuestion } from '@/lib/server/services/consents';

export const getServerSideProps = partnerLoader(async (_ctx, partner) => {
  const db = await getDb();
  const [verification, question, summary] = await Promise.all([
    contactVerification(db, 'partner', partner.id),
    consentQuestion(db, { kind: 'partner', id: partner.id }),
    partnerSummary(db, partner.id),
  ]);
  return { props: { verification, question, summary } };
});
