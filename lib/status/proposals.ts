// A partner's proposal to a client: the one list of its statuses.
import { z } from '../zod';

import { labelled } from './labels';

export const PROPOSAL_STATUSES = ['open', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];
export const proposalStatusEnum = z.enum(PROPOSAL_STATUSES);

export const PROPOSAL_STATUS_LABELS: Record<ProposalStatus, string> = labelled(PROPOSAL_STATUSES);
