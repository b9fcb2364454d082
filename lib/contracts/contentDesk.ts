// Webcasts and real-estate listings in the console: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type {
  createListing,
  createWebcast,
  deleteListing,
  deleteWebcast,
  listListingsAdmin,
  listWebcastsAdmin,
  updateListing,
  updateWebcast,
} from '@/lib/server/services/contentDesk';
import { listingSchema, webcastSchema } from '@/lib/validations/contentDesk';
import { referenceListQuery } from '@/lib/validations/referenceAdmin';

export const adminWebcastListApi = contract<Answer<typeof listWebcastsAdmin>>()('admin', 'GET', 'webcasts', referenceListQuery);
export const adminWebcastCreatedApi = contract<Answer<typeof createWebcast>>()('admin', 'POST', 'webcasts', webcastSchema);
export const adminWebcastUpdatedApi = contract<Answer<typeof updateWebcast>>()('admin', 'PATCH', 'webcasts/{id}', webcastSchema);
export const adminWebcastDeletedApi = contract<Answer<typeof deleteWebcast>>()('admin', 'DELETE', 'webcasts/{id}');

export const adminListingListApi = contract<Answer<typeof listListingsAdmin>>()('admin', 'GET', 'real-estate', referenceListQuery);
export const adminListingCreatedApi = contract<Answer<typeof createListing>>()('admin', 'POST', 'real-estate', listingSchema);
export const adminListingUpdatedApi = contract<Answer<typeof updateListing>>()('admin', 'PATCH', 'real-estate/{id}', listingSchema);
export const adminListingDeletedApi = contract<Answer<typeof deleteListing>>()('admin', 'DELETE', 'real-estate/{id}');
