// Investors and partners in the console (issue 22): the routes' contracts (lib/contracts/contract.ts).
// The actions both kinds of account share are one contract per kind (PEOPLE_API.user, PEOPLE_API.partner).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { NoteSubject } from '@/lib/status/people';
import type {
  addStaffNote,
  decidePartner,
  endAccountSessions,
  getInvestor,
  getPartner,
  listInvestors,
  listPartners,
  moveInvestorToPartner,
  setAccountDisabled,
} from '@/lib/server/services/people';
import {
  accessChangeSchema,
  investorListQuery,
  movePartnerSchema,
  partnerDecisionSchema,
  partnerListQuery,
  staffNoteSchema,
} from '@/lib/validations/people';

/** GET: with `format=csv`, the same rows as a CSV download. */
export const investorListApi = contract<Answer<typeof listInvestors>>()('admin', 'GET', 'investors', investorListQuery);
export const investorApi = contract<Answer<typeof getInvestor>>()('admin', 'GET', 'investors/{id}');
export const investorMoveApi = contract<Answer<typeof moveInvestorToPartner>>()(
  'admin',
  'POST',
  'investors/{id}/partner',
  movePartnerSchema,
);

export const partnerListApi = contract<Answer<typeof listPartners>>()('admin', 'GET', 'partners', partnerListQuery);
export const partnerAdminApi = contract<Answer<typeof getPartner>>()('admin', 'GET', 'partners/{id}');
export const partnerDecisionApi = contract<Answer<typeof decidePartner>>()(
  'admin',
  'POST',
  'partners/{id}/decision',
  partnerDecisionSchema,
);

const RESOURCE: Record<NoteSubject, string> = { user: 'investors', partner: 'partners' };

const accountContracts = (subject: NoteSubject) => ({
  access: contract<Answer<typeof setAccountDisabled>>()('admin', 'PATCH', `${RESOURCE[subject]}/{id}`, accessChangeSchema),
  signOut: contract<Answer<typeof endAccountSessions>>()('admin', 'POST', `${RESOURCE[subject]}/{id}/sign-out`),
  note: contract<Answer<typeof addStaffNote>>()('admin', 'POST', `${RESOURCE[subject]}/{id}/notes`, staffNoteSchema),
});

/** Disable or enable, end every session, add a note: the same for an investor and a partner. */
export const PEOPLE_API = { user: accountContracts('user'), partner: accountContracts('partner') };
