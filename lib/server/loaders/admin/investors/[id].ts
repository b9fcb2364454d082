import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getInvestor } from '@/lib/server/services/people';

export const getServerSideProps = operatorLoader('people:read', async (ctx) => {
  const id = pathId(ctx);
  const investor = id === null ? null : await orNull(getInvestor(await getDb(), id));
  if (!investor) return { notFound: true };
  return { props: { investor } };
});
