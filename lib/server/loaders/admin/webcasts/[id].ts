import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getWebcast } from '@/lib/server/services/contentDesk';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const id = pathId(ctx);
  const webcast = id === null ? null : await orNull(getWebcast(await getDb(), id));
  return webcast ? { props: { webcast } } : { notFound: true };
});
