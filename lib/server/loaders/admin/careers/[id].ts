import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getApplication } from '@/lib/server/services/inbox';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const id = pathId(ctx);
  const application = id === null ? null : await orNull(getApplication(await getDb(), id));
  return application ? { props: { application } } : { notFound: true };
});
