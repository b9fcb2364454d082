// The seller enters the DIS / transfer reference of the shares they sent for their own sell request.
import { sellDisReferenceApi } from '@/lib/contracts/sales';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { reportDisReference } from '@/lib/server/services/sales';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withUser(async (req, _res, user) => {
    const id = pathId(req.query.id, 'No such sell request.');
    const { disReference } = parseBody(sellDisReferenceApi.input, req);
    return reply(await reportDisReference(await getDb(), user.id, id, disReference), 'Thank you. Our desk will look for the shares.');
  }),
});
export default handler satisfies Serves<typeof handler, typeof sellDisReferenceApi>;
