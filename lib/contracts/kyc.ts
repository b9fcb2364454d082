// kyc: the routes' contracts (lib/contracts/contract.ts).
import { contract, multipart, type Answer } from '@/lib/contracts/contract';
import type { decideKyc, listKycForReview, getKyc, submitKyc } from '@/lib/server/services/kyc';
import type { uploadKycDocument } from '@/lib/server/services/kycDocuments';
import { kycSubmitSchema } from '@/lib/validations/kyc';
import { adminKycDecisionSchema } from '@/lib/validations/kycDocuments';
import { adminKycListQuery } from '@/lib/validations/orders';

export const kycDecisionApi = contract<Answer<typeof decideKyc>>()('admin', 'POST', 'kyc/{userUniqueCode}', adminKycDecisionSchema);
export const kycReviewListApi = contract<Answer<typeof listKycForReview>>()('admin', 'GET', 'kyc', adminKycListQuery);
export const kycApi = contract<Answer<typeof getKyc>>()('user', 'GET', 'kyc');
export const kycSubmitApi = contract<Answer<typeof submitKyc>>()('user', 'POST', 'kyc', kycSubmitSchema);
/** multipart: `kind` (lib/validations/kycDocuments.ts) and `file` (PDF, JPEG or PNG). */
export const kycDocumentUploadApi = contract<Answer<typeof uploadKycDocument>>()('user', 'POST', 'kyc/documents', multipart);
