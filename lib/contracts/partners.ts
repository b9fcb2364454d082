// partners: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { partnerAssets } from '@/lib/server/services/partnerAssets';
import type { getPartnerClient } from '@/lib/server/services/partnerClients';
import type { listPartnerShares } from '@/lib/server/services/partnerShares';
import { sharelistQuery } from '@/lib/validations/partnerShares';

export const sharelistApi = contract<Answer<typeof listPartnerShares>>()('cp', 'GET', 'sharelist', sharelistQuery);
export const partnerAssetsApi = contract<Answer<typeof partnerAssets>>()('cp', 'GET', 'assets');
export const partnerClientApi = contract<Answer<typeof getPartnerClient>>()('cp', 'GET', 'clients/{code}');
