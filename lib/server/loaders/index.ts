// The home page (pages/index.tsx).
import { getDb } from '@/lib/server/db/client';
import { staticLoader } from '@/lib/server/loaders/wrappers';
import { secondsToNextScheduled } from '@/lib/server/services/content';
import { loadHome } from '@/lib/server/services/home';

// The same for every visitor: rendered once and reused; an operator's change to a company renders it again.
// A scheduled article joins its latest news at its time: the page is rendered again by then.
export const getStaticProps = staticLoader({ revalidateSeconds: 60 }, async () => {
  const db = await getDb();
  const [home, sooner] = await Promise.all([loadHome(db), secondsToNextScheduled(db)]);
  return {
    props: { companies: home.top, news: home.news, webcasts: home.webcasts, startups: home.startups, facts: home.facts },
    revalidate: sooner,
  };
});
