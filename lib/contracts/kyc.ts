// kyc: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { decideKyc, listKycForReview } from '@/lib/server/services/kyc';
import type { getKyc, submitKyc } from '@/lib/server/services/kyc';
import { kycSubmitSchema } from '@/lib/validations/kyc';
import { adminKycDecisionSchema, adminKycListQuery } from '@/lib/validations/orders';

/** POST /api/v1/admin/kyc/{userUniqueCode} */
export type KycDecisionData = Answer<typeof decideKyc>;
export const kycDecisionApi = contract<KycDecisionData>()({
  client: 'admin',
  method: 'POST',
  path: 'kyc/{userUniqueCode}',
  input: adminKycDecisionSchema,
});

/** GET /api/v1/admin/kyc */
export type KycReviewListData = Answer<typeof listKycForReview>;
export const kycReviewListApi = contract<KycReviewListData>()({ client: 'admin', method: 'GET', path: 'kyc', input: adminKycListQuery });

/** GET /api/v1/user/kyc */
export type KycData = Answer<typeof getKyc>;
export const kycApi = contract<KycData>()({ client: 'user', method: 'GET', path: 'kyc' });

/** POST /api/v1/user/kyc */
export type KycSubmitData = Answer<typeof submitKyc>;
export const kycSubmitApi = contract<KycSubmitData>()({ client: 'user', method: 'POST', path: 'kyc', input: kycSubmitSchema });
