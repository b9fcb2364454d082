import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { listStartups, parseStartupFilters, startupFilterOptions } from '@/lib/server/services/startups';

export const getServerSideProps = publicLoader({ cacheSeconds: 60 }, async ({ query }) => {
  const db = await getDb();
  const options = await startupFilterOptions(db);
  const parsed = parseStartupFilters(query, options);
  const list = await listStartups(db, parsed);
  return {
    props: {
      startups: list.rows,
      total: list.total,
      page: list.page,
      totalPages: list.totalPages,
      filters: { ...parsed, page: list.page },
      ...options,
    },
  };
});
