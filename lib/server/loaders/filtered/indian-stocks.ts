// /indian-stocks with a filter, a sort, a view or a page (lib/filteredViews.ts): rendered per request.
import { companyRecordsProps } from '@/lib/server/loaders/indian-stocks/index';
import { publicLoader } from '@/lib/server/loaders/wrappers';

export const getServerSideProps = publicLoader({ cacheSeconds: 60 }, async ({ query }) => ({ props: await companyRecordsProps(query) }));
