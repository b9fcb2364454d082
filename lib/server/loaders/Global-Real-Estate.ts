import { getDb } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { listingsPage } from '@/lib/server/services/realEstate';
import { listingFilters } from '@/lib/validations/realEstate';

export const getServerSideProps = publicLoader({ cacheSeconds: 300 }, async ({ query }) => ({
  props: await listingsPage(await getDb(), listingFilters(query)),
}));
