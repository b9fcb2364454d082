import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getListing } from '@/lib/server/services/contentDesk';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const id = pathId(ctx);
  const listing = id === null ? null : await orNull(getListing(await getDb(), id));
  return listing ? { props: { listing } } : { notFound: true };
});
