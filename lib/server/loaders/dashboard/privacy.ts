import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { listExports } from '@/lib/server/services/dataExport';

export const getServerSideProps = investorLoader(async (_ctx, user) => ({
  props: { exports: await listExports(await getDb(), { kind: 'user', id: user.id }) },
}));
