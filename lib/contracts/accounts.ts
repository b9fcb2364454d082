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

export const operatorSignInApi = contract<OperatorSignInData>()('admin', 'POST', 'auth/login', operatorSignInSchema);
export const operatorSignOutApi = contract<OperatorSignOutData>()('admin', 'POST', 'auth/logout');
export const operatorApi = contract<OperatorData>()('admin', 'GET', 'auth/me');
export const operatorTotpResetApi = contract<OperatorTotpResetData>()('admin', 'POST', 'auth/totp', totpResetStartSchema);
export const operatorTotpConfirmApi = contract<OperatorTotpConfirmData>()('admin', 'POST', 'auth/totp/confirm', totpResetConfirmSchema);
export const partnerSignInApi = contract<PartnerSignInData>()('cp', 'POST', 'auth/login', signInSchema);
export const partnerSignUpApi = contract<PartnerSignUpData>()('cp', 'POST', 'auth/register', partnerSignUpSchema);
export const partnerProfileApi = contract<PartnerProfileData>()('cp', 'GET', 'profile/get');
export const codeSentApi = contract<CodeSentData>()('otp', 'POST', 'send', otpSendSchema);
export const codeSignInApi = contract<CodeSignInData>()('otp', 'POST', 'signIn', otpSignInSchema);
export const passwordResetApi = contract<PasswordResetData>()('otp', 'POST', 'resetPassword', passwordResetSchema);
export const signOutApi = contract<SignOutData>()('common', 'POST', 'auth/logout');
export const userSignInApi = contract<UserSignInData>()('user', 'POST', 'auth/login', signInSchema);
export const userSignUpApi = contract<UserSignUpData>()('user', 'POST', 'auth/register', userSignUpSchema);
export const userDetailApi = contract<UserDetailData>()('user', 'GET', 'dashBoard/overview/userDetail');

export type OperatorSignInData = Answer<typeof findActiveOperator>;
export type OperatorSignOutData = null;
export type OperatorData = Jsonify<PublicOperator>;
/** The new authenticator secret to scan: its otpauth:// URI and a QR code of it (SVG). */
export interface OperatorTotpResetData {
  secret: string;
  uri: string;
  qrSvg: string;
}
export type OperatorTotpConfirmData = null;
export type PartnerSignInData = Answer<typeof findPartnerById>;
export type PartnerSignUpData = Answer<typeof registerPartner>;
export type PartnerProfileData = Jsonify<PublicPartner>[];
export type CodeSentData = Answer<typeof issueCode>;
export type CodeSignInData = Answer<typeof findAccountById>;
export type PasswordResetData = null;
export type SignOutData = null;
export type UserSignInData = Answer<typeof findUserById>;
export type UserSignUpData = Answer<typeof registerUser>;
export type UserDetailData = Jsonify<PublicUser>[];
