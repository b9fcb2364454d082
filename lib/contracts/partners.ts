// partners: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { partnerAssets } from '@/lib/server/services/partnerAssets';
import type { getPartnerClient } from '@/lib/server/services/partnerClients';
import type { listPartnerShares } from '@/lib/server/services/partnerShares';
import { sharelistQuery } from '@/lib/validations/partnerShares';

export const sharelistApi = contract<SharelistData>()('cp', 'GET', 'sharelist', sharelistQuery);
export const partnerAssetsApi = contract<PartnerAssetsData>()('cp', 'GET', 'assets');
export const partnerClientApi = contract<PartnerClientData>()('cp', 'GET', 'clients/{code}');

export type SharelistData = Answer<typeof listPartnerShares>;
export type PartnerAssetsData = Answer<typeof partnerAssets>;
export type PartnerClientData = Answer<typeof getPartnerClient>;
