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
import { operatorSignInSchema } from '@/lib/validations/operators';
import { otpSendSchema, otpSignInSchema } from '@/lib/validations/otp';

/** POST /api/v1/admin/auth/login */
export type OperatorSignInData = Answer<typeof findActiveOperator>;
export const operatorSignInApi = contract<OperatorSignInData>()({
  client: 'admin',
  method: 'POST',
  path: 'auth/login',
  input: operatorSignInSchema,
});

/** POST /api/v1/admin/auth/logout */
export type OperatorSignOutData = null;
export const operatorSignOutApi = contract<OperatorSignOutData>()({ client: 'admin', method: 'POST', path: 'auth/logout' });

/** GET /api/v1/admin/auth/me */
export type OperatorData = Jsonify<PublicOperator>;
export const operatorApi = contract<OperatorData>()({ client: 'admin', method: 'GET', path: 'auth/me' });

/** POST /api/v1/cp/auth/login */
export type PartnerSignInData = Answer<typeof findPartnerById>;
export const partnerSignInApi = contract<PartnerSignInData>()({ client: 'cp', method: 'POST', path: 'auth/login', input: signInSchema });

/** POST /api/v1/cp/auth/register */
export type PartnerSignUpData = Answer<typeof registerPartner>;
export const partnerSignUpApi = contract<PartnerSignUpData>()({
  client: 'cp',
  method: 'POST',
  path: 'auth/register',
  input: partnerSignUpSchema,
});

/** GET /api/v1/cp/profile/get */
export type PartnerProfileData = Jsonify<PublicPartner>[];
export const partnerProfileApi = contract<PartnerProfileData>()({ client: 'cp', method: 'GET', path: 'profile/get' });

/** POST /api/v1/otp/send */
export type CodeSentData = Answer<typeof issueCode>;
export const codeSentApi = contract<CodeSentData>()({ client: 'otp', method: 'POST', path: 'send', input: otpSendSchema });

/** POST /api/v1/otp/signIn */
export type CodeSignInData = Answer<typeof findAccountById>;
export const codeSignInApi = contract<CodeSignInData>()({ client: 'otp', method: 'POST', path: 'signIn', input: otpSignInSchema });

/** POST /api/v1/user/auth/login */
export type UserSignInData = Answer<typeof findUserById>;
export const userSignInApi = contract<UserSignInData>()({ client: 'user', method: 'POST', path: 'auth/login', input: signInSchema });

/** POST /api/v1/user/auth/register */
export type UserSignUpData = Answer<typeof registerUser>;
export const userSignUpApi = contract<UserSignUpData>()({ client: 'user', method: 'POST', path: 'auth/register', input: userSignUpSchema });

/** GET /api/v1/user/dashBoard/overview/userDetail */
export type UserDetailData = Jsonify<PublicUser>[];
export const userDetailApi = contract<UserDetailData>()({ client: 'user', method: 'GET', path: 'dashBoard/overview/userDetail' });
