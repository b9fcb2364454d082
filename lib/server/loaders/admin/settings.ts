import { getDb } from '@/lib/server/db/client';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getGrievanceOfficers } from '@/lib/server/services/grievances';
import { getPlatformSettings, listHolidays } from '@/lib/server/services/settings';

export const getServerSideProps = operatorLoader('settings:read', async () => {
  const db = await getDb();
  return { props: { settings: await getPlatformSettings(db), holidays: await listHolidays(db), officers: await getGrievanceOfficers(db) } };
});
