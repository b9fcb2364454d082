import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getStaff } from '@/lib/server/services/staff';

export const getServerSideProps = operatorLoader('staff:read', async (ctx, operator) => {
  const id = pathId(ctx);
  const person = id === null ? null : await orNull(getStaff(await getDb(), id));
  if (!person) return { notFound: true };
  return { props: { person, self: person.id === operator.id, now: new Date().toISOString() } };
});
