// Operators: a company's prices (investor, partner, buy-back), available stock, minimum lot and status.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { getAdminCompany, updateAdminCompany } from '@/lib/server/services/adminDesk';
import { companyPatchSchema } from '@/lib/validations/orders';

export const config = { api: { bodyParser: false } };

const slugFrom = (value: unknown) => {
  if (typeof value !== 'string' || value.length > 200) throw notFound('No company has this slug.');
  return value;
};

const handler = defineHandler({
  GET: withOperator(async (req) => reply(await getAdminCompany(await getDb(), slugFrom(req.query.slug)), 'Company fetched.')),
  PATCH: withOperator(async (req, _res, operator) => {
    const slug = slugFrom(req.query.slug);
    const input = parseBody(companyPatchSchema, req);
    return reply(await updateAdminCompany(await getDb(), operator.id, slug, input), 'Company updated.');
  }),
});
export default handler;
export type AdminCompanyData = ApiData<typeof handler, 'GET'>;
export type AdminCompanyUpdateData = ApiData<typeof handler, 'PATCH'>;
