import { getDb } from '@/lib/server/db/client';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getPlatformSettings } from '@/lib/server/services/settings';

export const getServerSideProps = operatorLoader('settings:read', async () => ({
  props: { settings: await getPlatformSettings(await getDb()) },
}));
