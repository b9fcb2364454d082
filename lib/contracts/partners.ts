// partners: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { partnerAssets } from '@/lib/server/services/partnerAssets';
import type { getPartnerClient } from '@/lib/server/services/partnerClients';
import type { listPartnerShares } from '@/lib/server/services/partnerShares';
import { sharelistQuery } from '@/lib/validations/partnerShares';

/** GET /api/v1/cp/sharelist */
export type SharelistData = Answer<typeof listPartnerShares>;
export const sharelistApi = contract<SharelistData>()({ client: 'cp', method: 'GET', path: 'sharelist', input: sharelistQuery });

/** GET /api/v1/cp/assets */
export type PartnerAssetsData = Answer<typeof partnerAssets>;
export const partnerAssetsApi = contract<PartnerAssetsData>()({ client: 'cp', method: 'GET', path: 'assets' });

/** GET /api/v1/cp/clients/{code} */
export type PartnerClientData = Answer<typeof getPartnerClient>;
export const partnerClientApi = contract<PartnerClientData>()({ client: 'cp', method: 'GET', path: 'clients/{code}' });
