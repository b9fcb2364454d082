import { getDb } from '@/lib/server/db/client';
import { staticLoader } from '@/lib/server/loaders/wrappers';
import { ipoPipeline } from '@/lib/server/services/ipo';

// Rendered again at once when an operator records a milestone (recordIpoMilestone refreshes IPO_PIPELINE_PAGE).
export const getStaticProps = staticLoader({ revalidateSeconds: 600 }, async () => ({
  props: { companies: await ipoPipeline(await getDb()) },
}));
