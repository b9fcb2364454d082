import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { cachedHome } from '@/lib/server/services/home';

// cachedHome memoises the data itself (30 s per process), so the page needs no memo key of its own.
export const getServerSideProps = publicLoader({ cacheSeconds: 60 }, async () => {
  const home = await cachedHome(await getDb());
  return { props: { companies: home.top, news: home.news, webcasts: home.webcasts, startups: home.startups, facts: home.facts } };
});
