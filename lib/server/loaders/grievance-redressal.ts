import { getDb } from '@/lib/server/db/client';
import { staticLoader } from '@/lib/server/loaders/wrappers';
import { getGrievanceOfficers, grievanceStats } from '@/lib/server/services/grievances';

// Rendered once and reused; a grievance filed, resolved or reopened, or the officers changed, refresh it (GRIEVANCE_PAGE).
export const getStaticProps = staticLoader({ revalidateSeconds: 3600 }, async () => {
  const db = await getDb();
  const [officers, months] = await Promise.all([getGrievanceOfficers(db), grievanceStats(db)]);
  return { props: { officers, months } };
});
