import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { consentsView } from '@/lib/server/services/consents';
import { nomineeView } from '@/lib/server/services/nominees';

export const getServerSideProps = partnerLoader(async (_ctx, partner) => {
  const db = await getDb();
  const account = { kind: 'partner', id: partner.id } as const;
  const [consents, nominee] = await Promise.all([consentsView(db, account), nomineeView(db, account)]);
  return { props: { consents, nominee } };
});
