// companies: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { Jsonify } from '@/lib/api/envelope';
import type { ScreenerFilters } from '@/lib/screener';
import type { getAdminCompany, listAdminCompanies, updateAdminCompany } from '@/lib/server/services/companies';
import type { priceHistory } from '@/lib/server/services/prices';
import type { screenCompanies } from '@/lib/server/services/screener';
import { adminCompanyListQuery } from '@/lib/validations/companies';
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
export const adminCompanyListApi = contract<AdminCompanyListData>()('admin', 'GET', 'companies', adminCompanyListQuery);
export const adminCompanyApi = contract<AdminCompanyData>()('admin', 'GET', 'companies/{slug}');
export const adminCompanyUpdateApi = contract<AdminCompanyUpdateData>()('admin', 'PATCH', 'companies/{slug}', companyPatchSchema);
/** A company's price history with sources (JSON; `format=csv` answers a CSV download instead). */
export const companyPriceHistoryApi = contract<Answer<typeof priceHistory>>()(
  'common',
  'GET',
  'companies/{slug}/prices',
  priceHistoryQuery,
);
export const screenerApi = contract<ScreenerData>()('common', 'GET', 'screener', screenerQuery);

export type AdminCompanyListData = Answer<typeof listAdminCompanies>;
export type AdminCompanyData = Answer<typeof getAdminCompany>;
export type AdminCompanyUpdateData = Answer<typeof updateAdminCompany>;
export type ScreenerData = Jsonify<Awaited<ReturnType<typeof screenCompanies>> & { filters: ScreenerFilters }>;
