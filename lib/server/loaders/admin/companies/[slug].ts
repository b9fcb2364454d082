import { firstValue } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { orNull } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getAdminCompany } from '@/lib/server/services/companies';

export const getServerSideProps = operatorLoader('companies:read', async (ctx) => {
  const slug = firstValue(ctx.params?.slug);
  const company = slug && slug.length <= 200 ? await orNull(getAdminCompany(await getDb(), slug)) : null;
  if (!company) return { notFound: true };
  return { props: { company } };
});
