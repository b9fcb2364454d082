import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { listGlossaryTerms } from '@/lib/server/services/content';

export const getServerSideProps = publicLoader({ cacheSeconds: 300 }, async () => ({
  props: { terms: await listGlossaryTerms(await getDb()) },
}));
