import { totalPages } from '@/lib/pagination';
import { pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { listPartnerClientsWithValue } from '@/lib/server/services/partnerClients';
import { MAX_PAGE } from '@/lib/validations/pagination';

export const getServerSideProps = partnerLoader(async (ctx, partner) => {
  const page = pageNumber(ctx.query.page, { max: MAX_PAGE, maxDigits: 6 });
  const list = await listPartnerClientsWithValue(await getDb(), partner.id, page);
  const last = totalPages(list.total, list.perPage);
  if (page > last) return { redirect: { destination: last > 1 ? `/Cp/clients?page=${last}` : '/Cp/clients', permanent: false } };
  return { props: list };
});
