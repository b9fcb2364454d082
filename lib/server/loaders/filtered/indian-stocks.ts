// /indian-stocks with a filter, a sort, a view or a page (lib/filteredViews.ts): rendered per request.
// The same view asked again within seconds is answered from memory (lib/server/memo.ts), well inside
// the minute the page says it may be kept: a crowd paging through the list otherwise sent three reads
// per request to the database, where on the embedded one they queued behind every order being placed.
import type { ParsedUrlQuery } from 'node:querystring';

import { memoized } from '@/lib/server/memo';
import { companyRecordsProps } from '@/lib/server/loaders/indian-stocks/index';
import { publicLoader } from '@/lib/server/loaders/wrappers';

const VIEW_TTL_MS = 5_000;

/** One key per view, whatever the order of its parameters. */
export const viewKey = (query: ParsedUrlQuery) =>
  Object.keys(query)
    .sort()
    .map((name) => `${name}=${String(query[name])}`)
    .join('&');

export const getServerSideProps = publicLoader({ cacheSeconds: 60 }, async ({ query }) => ({
  props: await memoized(`indian-stocks:${viewKey(query)}`, VIEW_TTL_MS, () => companyRecordsProps(query)),
}));
