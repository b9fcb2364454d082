// kyc: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { decideKyc, listKycForReview, getKyc, submitKyc } from '@/lib/server/services/kyc';
import { kycSubmitSchema } from '@/lib/validations/kyc';
import { adminKycDecisionSchema, adminKycListQuery } from '@/lib/validations/orders';

export const kycDecisionApi = contract<KycDecisionData>()('admin', 'POST', 'kyc/{userUniqueCode}', adminKycDecisionSchema);
export const kycReviewListApi = contract<KycReviewListData>()('admin', 'GET', 'kyc', adminKycListQuery);
export const kycApi = contract<KycData>()('user', 'GET', 'kyc');
export const kycSubmitApi = contract<KycSubmitData>()('user', 'POST', 'kyc', kycSubmitSchema);

export type KycDecisionData = Answer<typeof decideKyc>;
export type KycReviewListData = Answer<typeof listKycForReview>;
export type KycData = Answer<typeof getKyc>;
export type KycSubmitData = Answer<typeof submitKyc>;
