import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { openOpenings } from '@/lib/server/services/careers';

export const getServerSideProps = publicLoader({ cacheSeconds: 300 }, async () => ({
  props: { openings: await openOpenings(await getDb()) },
}));
