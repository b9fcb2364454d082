// The partner share list (/Cp/sharelist and GET /api/v1/cp/sharelist): one set of filters, sorts and
// messages for the API (strict: a bad value is a 400) and the page (lenient: a bad value is ignored).
import { z } from '@/lib/zod';

import { firstValue, oneOf, pageNumber, type RawQuery } from '@/lib/query';

import { MAX_PAGE, paginationQuery } from './pagination';
import {
  COMPANY_STATUS_CODES as SHARE_STATUSES,
  COMPANY_STATUS_CODE_LABELS as SHARE_STATUS_LABELS,
  type CompanyStatusCode as ShareStatus,
} from '@/lib/status/companies';
import { labelled } from '@/lib/status/labels';

export { SHARE_STATUSES, SHARE_STATUS_LABELS, type ShareStatus };

export const SHARE_SORTS = ['name', 'price', 'margin', 'available'] as const;
export type ShareSort = (typeof SHARE_SORTS)[number];
export const SHARE_SORT_LABELS = labelled(SHARE_SORTS, {
  price: 'Investor price',
  margin: 'Margin per share',
  available: 'Available quantity',
});
export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];
/** Names read A to Z; prices, margins and stock read largest first unless asked otherwise. */
export const defaultOrder = (sort: ShareSort): SortOrder => (sort === 'name' ? 'asc' : 'desc');

export const SHARE_FORMATS = ['json', 'csv'] as const;
export const MAX_SEARCH_LENGTH = 100;
export const SHARELIST_PAGE_SIZE = 20;

const single = (name: string) => `${name} must be a single value.`;
const text = (name: string) =>
  z.string(single(name)).trim().max(MAX_SEARCH_LENGTH, `${name} must be at most ${MAX_SEARCH_LENGTH} characters.`);

export const sharelistQuery = paginationQuery
  .extend({
    q: text('q').optional(),
    sector: text('sector').optional(),
    status: z.enum(SHARE_STATUSES, `status must be one of: ${SHARE_STATUSES.join(', ')}.`).optional(),
    sort: z.enum(SHARE_SORTS, `sort must be one of: ${SHARE_SORTS.join(', ')}.`).default('name'),
    order: z.enum(SORT_ORDERS, `order must be one of: ${SORT_ORDERS.join(', ')}.`).optional(),
    format: z.enum(SHARE_FORMATS, `format must be one of: ${SHARE_FORMATS.join(', ')}.`).default('json'),
  })
  .transform(({ q, sector, sort, order, ...rest }) => ({
    ...rest,
    q: q || undefined,
    sector: sector || undefined,
    sort,
    order: order ?? defaultOrder(sort),
  }));
export type SharelistQuery = z.output<typeof sharelistQuery>;

/** The page's state: what the list shows, read from its URL. */
export interface SharelistState {
  q: string;
  sector: string | null;
  status: ShareStatus | null;
  sort: ShareSort;
  order: SortOrder;
  page: number;
}

/** Reads the page's state from its URL; `sectors` lists the sectors that exist (any other is ignored). */
export function parseSharelistState(query: RawQuery, sectors: readonly string[]): SharelistState {
  const sort = oneOf(SHARE_SORTS, query.sort) ?? 'name';
  return {
    q: firstValue(query.q).slice(0, MAX_SEARCH_LENGTH),
    sector: oneOf(sectors, query.sector),
    status: oneOf(SHARE_STATUSES, query.status),
    sort,
    order: oneOf(SORT_ORDERS, query.order) ?? defaultOrder(sort),
    page: pageNumber(query.page, { max: MAX_PAGE, maxDigits: 6 }),
  };
}

function stateParams(state: SharelistState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.sector) params.set('sector', state.sector);
  if (state.status) params.set('status', state.status);
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.order !== defaultOrder(state.sort)) params.set('order', state.order);
  return params;
}

/** The page's URL for a state, leaving out defaults so the plain list keeps a plain URL. */
export function sharelistHref(state: SharelistState, changes: Partial<SharelistState> = {}): string {
  const next = { ...state, ...changes };
  const params = stateParams(next);
  if (next.page > 1) params.set('page', String(next.page));
  const search = params.toString();
  return search ? `/Cp/sharelist?${search}` : '/Cp/sharelist';
}

/** The CSV of every match of the state's filters, in its order (all pages). */
export function sharelistCsvHref(state: SharelistState): string {
  const params = stateParams(state);
  params.set('format', 'csv');
  return `/api/v1/cp/sharelist?${params.toString()}`;
}

/** A partner's margin on a share: what the client pays less what the partner pays, in whole paise. */
export function shareMargin(pricePaise: number, partnerPricePaise: number, minQuantity: number) {
  const marginPaise = pricePaise - partnerPricePaise;
  return { marginPaise, marginPerLotPaise: marginPaise * minQuantity };
}
