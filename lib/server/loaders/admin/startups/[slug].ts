import { firstValue } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { orNull } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getStartupAdmin } from '@/lib/server/services/startupDesk';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const slug = firstValue(ctx.params?.slug);
  const startup = slug ? await orNull(getStartupAdmin(await getDb(), slug)) : null;
  return startup ? { props: { startup } } : { notFound: true };
});
