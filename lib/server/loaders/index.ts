// The home page (pages/index.tsx).
import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { loadHome } from '@/lib/server/services/home';

// The home page is the same for every visitor: each process reuses it for a while (on the embedded
// database the queries were about a quarter of the page's server time).
export const getServerSideProps = publicLoader({ cacheSeconds: 60, memoKey: () => 'home:page' }, async () => {
  const home = await loadHome(await getDb());
  return { props: { companies: home.top, news: home.news, webcasts: home.webcasts, startups: home.startups, facts: home.facts } };
});
