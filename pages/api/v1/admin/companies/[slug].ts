// Operators: a company's prices (investor, partner, buy-back), available stock, minimum lot and status.
import { type adminCompanyApi, adminCompanyUpdateApi } from '@/lib/contracts/companies';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { notFound } from '@/lib/server/http/httpError';
import { getAdminCompany, updateAdminCompany } from '@/lib/server/services/companies';

export const config = { api: { bodyParser: false } };

const slugFrom = (value: unknown) => {
  if (typeof value !== 'string' || value.length > 200) throw notFound('No company has this slug.');
  return value;
};

const handler = defineHandler({
  GET: withOperator('companies:read', async (req) =>
    reply(await getAdminCompany(await getDb(), slugFrom(req.query.slug)), 'Company fetched.'),
  ),
  PATCH: withOperator('companies:write', async (req, _res, operator) => {
    const slug = slugFrom(req.query.slug);
    const input = parseBody(adminCompanyUpdateApi.input, req);
    const updated = await updateAdminCompany(await getDb(), operator.id, slug, input);
    // Beyond the four-eyes threshold nothing changes yet: 202 with the approval another person decides.
    return updated.approval
      ? reply(updated, 'The change waits for another person’s approval: nothing has changed yet.', 202)
      : reply(updated, 'Company updated.');
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminCompanyApi, typeof adminCompanyUpdateApi]>;
