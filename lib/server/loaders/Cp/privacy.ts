import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { listExports } from '@/lib/server/services/dataExport';

export const getServerSideProps = partnerLoader(async (_ctx, partner) => ({
  props: { exports: await listExports(await getDb(), { kind: 'partner', id: partner.id }) },
}));
