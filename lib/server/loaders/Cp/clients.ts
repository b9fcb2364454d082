import { totalPages } from '@/lib/pagination';
import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { listPartnerClients } from '@/lib/server/services/profile';
import { MAX_PAGE } from '@/lib/validations/pagination';

export const getServerSideProps = partnerLoader(async (ctx, partner) => {
  const raw = typeof ctx.query.page === 'string' && /^\d{1,6}$/.test(ctx.query.page) ? Number(ctx.query.page) : 1;
  const page = Math.min(Math.max(raw, 1), MAX_PAGE);
  const list = await listPartnerClients(await getDb(), partner.id, page);
  const last = totalPages(list.total, list.perPage);
  if (page > last) return { redirect: { destination: last > 1 ? `/Cp/clients?page=${last}` : '/Cp/clients', permanent: false } };
  return { props: list };
});
