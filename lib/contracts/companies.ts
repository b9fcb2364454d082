// companies: the routes' contracts (lib/contracts/contract.ts).
import { contract, type Answer } from '@/lib/contracts/contract';
import type { Jsonify } from '@/lib/api/envelope';
import type { ScreenerFilters } from '@/lib/screener';
import type { getAdminCompany, updateAdminCompany } from '@/lib/server/services/companies';
import type { searchCompanies } from '@/lib/server/services/companies';
import type { screenCompanies } from '@/lib/server/services/screener';
import { companyListQuery } from '@/lib/validations/companies';
import { companyPatchSchema } from '@/lib/validations/orders';

/** GET /api/v1/admin/getCompanyList */
export type CompanyListData = Answer<typeof searchCompanies>;
export const companyListApi = contract<CompanyListData>()({
  client: 'admin',
  method: 'GET',
  path: 'getCompanyList',
  input: companyListQuery,
});

/** GET /api/v1/admin/companies/{slug} */
export type AdminCompanyData = Answer<typeof getAdminCompany>;
export const adminCompanyApi = contract<AdminCompanyData>()({ client: 'admin', method: 'GET', path: 'companies/{slug}' });

/** PATCH /api/v1/admin/companies/{slug} */
export type AdminCompanyUpdateData = Answer<typeof updateAdminCompany>;
export const adminCompanyUpdateApi = contract<AdminCompanyUpdateData>()({
  client: 'admin',
  method: 'PATCH',
  path: 'companies/{slug}',
  input: companyPatchSchema,
});

/** GET /api/v1/common/screener */
export type ScreenerData = Jsonify<Awaited<ReturnType<typeof screenCompanies>> & { filters: ScreenerFilters }>;
export const screenerApi = contract<ScreenerData>()({ client: 'common', method: 'GET', path: 'screener' });
