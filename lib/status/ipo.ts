// The road to listing: the milestones operators record for a company on its way to an IPO (issue 24),
// in the order they happen. The database check, the zod enum and the labels derive from this list.
import { z } from '../zod';

import { labelled } from './labels';

export const IPO_MILESTONE_KINDS = ['drhp_filed', 'sebi_approved', 'price_band', 'listing_date', 'listed'] as const;
export type IpoMilestoneKind = (typeof IPO_MILESTONE_KINDS)[number];
export const ipoMilestoneKindEnum = z.enum(IPO_MILESTONE_KINDS, `Milestone must be one of: ${IPO_MILESTONE_KINDS.join(', ')}.`);

export const IPO_MILESTONE_LABELS: Record<IpoMilestoneKind, string> = labelled(IPO_MILESTONE_KINDS, {
  drhp_filed: 'DRHP filed',
  sebi_approved: 'SEBI approved',
  price_band: 'Price band announced',
  listing_date: 'Listing date set',
  listed: 'Listed',
});

/** What the milestone's date means, for the form's label and the timeline. */
export const IPO_MILESTONE_DATE_LABELS: Record<IpoMilestoneKind, string> = {
  drhp_filed: 'Filed on',
  sebi_approved: 'Approved on',
  price_band: 'Announced on',
  listing_date: 'Expected listing on',
  listed: 'Listed on',
};

export const IPO_EXCHANGES = ['NSE', 'BSE', 'NSE and BSE'] as const;
export type IpoExchange = (typeof IPO_EXCHANGES)[number];

/** SEBI's ICDR rules lock pre-IPO shareholdings for 6 months from the allotment, unless the operator records another rule. */
export const DEFAULT_LOCK_IN_MONTHS = 6;
