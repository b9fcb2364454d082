// kyc: the routes' contracts (lib/contracts/contract.ts).
import { contract, multipart, type Answer } from '@/lib/contracts/contract';
import type { decideKyc, listKycForReview, getKyc, submitKyc } from '@/lib/server/services/kyc';
import type { uploadKycDocument } from '@/lib/server/services/kycDocuments';
import { kycSubmitSchema } from '@/lib/validations/kyc';
import { adminKycDecisionSchema } from '@/lib/validations/kycDocuments';
import { adminKycListQuery } from '@/lib/validations/orders';

export const kycDecisionApi = contract<KycDecisionData>()('admin', 'POST', 'kyc/{userUniqueCode}', adminKycDecisionSchema);
export const kycReviewListApi = contract<KycReviewListData>()('admin', 'GET', 'kyc', adminKycListQuery);
export const kycApi = contract<KycData>()('user', 'GET', 'kyc');
export const kycSubmitApi = contract<KycSubmitData>()('user', 'POST', 'kyc', kycSubmitSchema);
/** multipart: `kind` (lib/validations/kycDocuments.ts) and `file` (PDF, JPEG or PNG). */
export const kycDocumentUploadApi = contract<KycDocumentUploadData>()('user', 'POST', 'kyc/documents', multipart);

export type KycDecisionData = Answer<typeof decideKyc>;
export type KycReviewListData = Answer<typeof listKycForReview>;
export type KycData = Answer<typeof getKyc>;
export type KycSubmitData = Answer<typeof submitKyc>;
export type KycDocumentUploadData = Answer<typeof uploadKycDocument>;
