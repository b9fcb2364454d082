// search: the header's company search (lib/contracts/contract.ts). A module of its own: the search box
// loads it on a visitor's first search, so it carries nothing else.
import { contract, type Answer } from '@/lib/contracts/contract';
import type { searchCompanies } from '@/lib/server/services/companies';
import { companyListQuery } from '@/lib/validations/companies';

export const companyListApi = contract<Answer<typeof searchCompanies>>()('admin', 'GET', 'getCompanyList', companyListQuery);
