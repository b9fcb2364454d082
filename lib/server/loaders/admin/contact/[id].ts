import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getContactMessage } from '@/lib/server/services/inbox';

export const getServerSideProps = operatorLoader('support:read', async (ctx) => {
  const id = pathId(ctx);
  const message = id === null ? null : await orNull(getContactMessage(await getDb(), id));
  return message ? { props: { message } } : { notFound: true };
});
