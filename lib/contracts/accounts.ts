// accounts: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { Jsonify } from '@/lib/api/envelope';
import type {
  PublicPartner,
  PublicUser,
  findAccountById,
  findPartnerById,
  findUserById,
  registerPartner,
  registerUser,
} from '@/lib/server/services/accounts';
import type { PublicOperator, findActiveOperator } from '@/lib/server/services/operators';
import type { issueCode } from '@/lib/server/services/otp';
import { partnerSignUpSchema, signInSchema, userSignUpSchema } from '@/lib/validations/auth';
import { operatorSignInSchema, totpResetConfirmSchema, totpResetStartSchema } from '@/lib/validations/operators';
import { otpSendSchema, otpSignInSchema, passwordResetSchema } from '@/lib/validations/otp';

export const operatorSignInApi = contract<Answer<typeof findActiveOperator>>()('admin', 'POST', 'auth/login', operatorSignInSchema);
export const operatorSignOutApi = contract<OperatorSignOutData>()('admin', 'POST', 'auth/logout');
export const operatorApi = contract<OperatorData>()('admin', 'GET', 'auth/me');
export const operatorTotpResetApi = contract<OperatorTotpResetData>()('admin', 'POST', 'auth/totp', totpResetStartSchema);
export const operatorTotpConfirmApi = contract<OperatorTotpConfirmData>()('admin', 'POST', 'auth/totp/confirm', totpResetConfirmSchema);
export const partnerSignInApi = contract<Answer<typeof findPartnerById>>()('cp', 'POST', 'auth/login', signInSchema);
export const partnerSignUpApi = contract<Answer<typeof registerPartner>>()('cp', 'POST', 'auth/register', partnerSignUpSchema);
export const partnerProfileApi = contract<PartnerProfileData>()('cp', 'GET', 'profile/get');
export const codeSentApi = contract<Answer<typeof issueCode>>()('otp', 'POST', 'send', otpSendSchema);
export const codeSignInApi = contract<Answer<typeof findAccountById>>()('otp', 'POST', 'signIn', otpSignInSchema);
export const passwordResetApi = contract<PasswordResetData>()('otp', 'POST', 'resetPassword', passwordResetSchema);
export const signOutApi = contract<SignOutData>()('common', 'POST', 'auth/logout');
export const userSignInApi = contract<Answer<typeof findUserById>>()('user', 'POST', 'auth/login', signInSchema);
export const userSignUpApi = contract<Answer<typeof registerUser>>()('user', 'POST', 'auth/register', userSignUpSchema);
export const userDetailApi = contract<UserDetailData>()('user', 'GET', 'dashBoard/overview/userDetail');

export type OperatorSignOutData = null;
export type OperatorData = Jsonify<PublicOperator>;
/** The new authenticator secret to scan: its otpauth:// URI and a QR code of it (SVG). */
export interface OperatorTotpResetData {
  secret: string;
  uri: string;
  qrSvg: string;
}
export type OperatorTotpConfirmData = null;
export type PartnerProfileData = Jsonify<PublicPartner>[];
export type PasswordResetData = null;
export type SignOutData = null;
export type UserDetailData = Jsonify<PublicUser>[];
