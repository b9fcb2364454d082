import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getFaq } from '@/lib/server/services/referenceAdmin';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const id = pathId(ctx);
  const faq = id === null ? null : await orNull(getFaq(await getDb(), id));
  return faq ? { props: { faq } } : { notFound: true };
});
