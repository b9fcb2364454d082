// Where a company's price comes from: every change records one (issue 22), the company page shows it
// beside the price, and the price history marks each change with it.
import { z } from '../zod';

import { labelled } from './labels';

export const PRICE_SOURCES = ['trade', 'dealer_quote', 'funding_round', 'desk_estimate'] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];
export const priceSourceEnum = z.enum(PRICE_SOURCES, `Price source must be one of: ${PRICE_SOURCES.join(', ')}.`);

export const PRICE_SOURCE_LABELS: Record<PriceSource, string> = labelled(PRICE_SOURCES);

/** A bulk price file: previewed (pending), applied, or waiting for a second person (four eyes). */
export const PRICE_IMPORT_STATUSES = ['pending', 'applied', 'awaiting_approval'] as const;
export type PriceImportStatus = (typeof PRICE_IMPORT_STATUSES)[number];
export const PRICE_IMPORT_STATUS_LABELS: Record<PriceImportStatus, string> = {
  pending: 'Previewed',
  applied: 'Applied',
  awaiting_approval: 'Awaiting approval',
};
