// staff: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type {
  endStaffSessions,
  getStaff,
  inviteStaff,
  listStaff,
  resendInvitation,
  resetStaffTotp,
  updateStaff,
  followStaffLink,
} from '@/lib/server/services/staff';
import { staffInviteSchema, staffLinkSchema, staffListQuery, staffUpdateSchema } from '@/lib/validations/staff';

export const staffListApi = contract<Answer<typeof listStaff>>()('admin', 'GET', 'staff', staffListQuery);
export const staffInviteApi = contract<Answer<typeof inviteStaff>>()('admin', 'POST', 'staff', staffInviteSchema);
export const staffApi = contract<Answer<typeof getStaff>>()('admin', 'GET', 'staff/{id}');
export const staffUpdateApi = contract<Answer<typeof updateStaff>>()('admin', 'PATCH', 'staff/{id}', staffUpdateSchema);
export const staffSignOutApi = contract<Answer<typeof endStaffSessions>>()('admin', 'POST', 'staff/{id}/sign-out');
export const staffTotpResetApi = contract<Answer<typeof resetStaffTotp>>()('admin', 'POST', 'staff/{id}/totp-reset');
export const staffInvitationApi = contract<Answer<typeof resendInvitation>>()('admin', 'POST', 'staff/{id}/invitation');
/** The one-time link's form: join (a new password, twice) or enrol a new authenticator (their password). */
export const staffJoinApi = contract<Answer<typeof followStaffLink>>()('admin', 'POST', 'auth/join', staffLinkSchema);
