// The home page (pages/index.tsx).
import { getDb } from '@/lib/server/db/client';
import { staticLoader } from '@/lib/server/loaders/wrappers';
import { loadHome } from '@/lib/server/services/home';

// The same for every visitor: rendered once and reused; an operator's change to a company renders it again.
export const getStaticProps = staticLoader({ revalidateSeconds: 60 }, async () => {
  const home = await loadHome(await getDb());
  return { props: { companies: home.top, news: home.news, webcasts: home.webcasts, startups: home.startups, facts: home.facts } };
});
