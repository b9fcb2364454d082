import { getDb } from '@/lib/server/db/client';
import { staticLoader } from '@/lib/server/loaders/wrappers';
import { getFeeSchedule } from '@/lib/server/services/settings';

// Rendered again at once when an operator changes a fee (updateSettings refreshes FEES_PAGE).
export const getStaticProps = staticLoader({ revalidateSeconds: 600 }, async () => ({
  props: { schedule: await getFeeSchedule(await getDb()) },
}));
