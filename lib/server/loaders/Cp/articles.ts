import { getDb } from '@/lib/server/db/client';
import { articleListPageProps } from '@/lib/server/loaders/articles/index';
import { partnerLoader } from '@/lib/server/loaders/wrappers';

// The public news list inside the partner dashboard.
export const getServerSideProps = partnerLoader(async (ctx) => ({ props: { list: await articleListPageProps(await getDb(), ctx.query) } }));
