// companies: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { Jsonify } from '@/lib/api/envelope';
import type { ScreenerFilters } from '@/lib/screener';
import type { getAdminCompany, listAdminCompanies, updateAdminCompany } from '@/lib/server/services/companies';
import type { recordIpoMilestone } from '@/lib/server/services/ipo';
import type { priceHistory } from '@/lib/server/services/prices';
import type { screenCompanies } from '@/lib/server/services/screener';
import { adminCompanyListQuery } from '@/lib/validations/companies';
import { ipoMilestoneBody } from '@/lib/validations/ipo';
import { companyPatchSchema } from '@/lib/validations/orders';
import { priceHistoryQuery } from '@/lib/validations/priceImport';
import { z } from '@/lib/zod';

/**
 * The screener's filters in their URL form (screenerQueryString, one value a key). The handler reads them
 * with parseScreenerQuery, which clamps or ignores a bad filter and never refuses one; only a query in `q`
 * that does not parse is refused (400, `errors.q` naming line:column).
 */
const screenerQuery = z.record(z.string(), z.string());

/** The console's company list (JSON; `format=csv` answers a CSV download instead). */
export const adminCompanyListApi = contract<Answer<typeof listAdminCompanies>>()('admin', 'GET', 'companies', adminCompanyListQuery);
export const adminCompanyApi = contract<Answer<typeof getAdminCompany>>()('admin', 'GET', 'companies/{slug}');
export const adminCompanyUpdateApi = contract<Answer<typeof updateAdminCompany>>()(
  'admin',
  'PATCH',
  'companies/{slug}',
  companyPatchSchema,
);
/** Records one of the company's IPO milestones (or corrects the one of its kind); 201 with its milestones. */
export const adminIpoMilestoneApi = contract<Answer<typeof recordIpoMilestone>>()(
  'admin',
  'POST',
  'companies/{slug}/ipo-milestones',
  ipoMilestoneBody,
);
/** A company's price history with sources (JSON; `format=csv` answers a CSV download instead). */
export const companyPriceHistoryApi = contract<Answer<typeof priceHistory>>()(
  'common',
  'GET',
  'companies/{slug}/prices',
  priceHistoryQuery,
);
export const screenerApi = contract<ScreenerData>()('common', 'GET', 'screener', screenerQuery);

export type ScreenerData = Jsonify<Awaited<ReturnType<typeof screenCompanies>> & { filters: ScreenerFilters }>;
