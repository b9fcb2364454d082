import { getDb } from '@/lib/server/db/client';
import { staticLoader } from '@/lib/server/loaders/wrappers';
import { openOpenings } from '@/lib/server/services/careers';

export const getStaticProps = staticLoader({ revalidateSeconds: 600 }, async () => ({
  props: { openings: await openOpenings(await getDb()) },
}));
