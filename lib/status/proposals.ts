// A partner's proposal to a client: the one list of its statuses.
import { formatDateTime } from '../format';
import { z } from '../zod';

import { labelled } from './labels';

export const PROPOSAL_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const proposalStatusEnum = z.enum(PROPOSAL_STATUSES);

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = labelled(PROPOSAL_STATUSES);

interface Deadlined {
  status: ProposalStatus;
  /** ISO time. */
  expiresAt: string;
}

/** The status a proposal has at `now`: an open one past its deadline is expired, before the server has marked it so. */
export function proposalStatusAt(proposal: Deadlined, now: string | Date): ProposalStatus {
  return proposal.status === 'open' && new Date(proposal.expiresAt).getTime() <= new Date(now).getTime() ? 'expired' : proposal.status;
}

/**
 * When the proposal can be accepted until, in India's time: "Until 15 Dec 2026, 16:05 IST", "Expired 15 Dec 2026,
 * 16:05 IST" once past, or null when the deadline no longer matters (accepted, declined, withdrawn).
 */
export function proposalDeadline(proposal: Deadlined, now: string | Date): string | null {
  const status = proposalStatusAt(proposal, now);
  if (status === 'open') return `Until ${formatDateTime(proposal.expiresAt)}`;
  if (status === 'expired') return `Expired ${formatDateTime(proposal.expiresAt)}`;
  return null;
}
