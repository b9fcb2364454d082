import { totalPages } from '@/lib/pagination';
import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { knowledgeListPage } from '@/lib/server/services/knowledge';
import { knowledgeHref } from '@/lib/validations/knowledge';

export const getServerSideProps = partnerLoader(async (ctx) => {
  const page = await knowledgeListPage(await getDb(), 'partner', ctx.query);
  const last = totalPages(page.total, page.perPage);
  if (page.state.page > last) {
    return { redirect: { destination: knowledgeHref('/Cp/knowledge', page.state, { page: last }), permanent: false } };
  }
  return { props: page };
});
