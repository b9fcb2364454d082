import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getGlossaryTerm } from '@/lib/server/services/referenceAdmin';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const id = pathId(ctx);
  const term = id === null ? null : await orNull(getGlossaryTerm(await getDb(), id));
  return term ? { props: { term } } : { notFound: true };
});
