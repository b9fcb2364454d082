// The risk statement an investor accepts before buying: GET the current version and when this investor
// accepted it (null when not yet), POST { version } to accept it (201).
import { riskAcknowledgedApi, type riskAcknowledgementApi } from '@/lib/contracts/riskAcknowledgement';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { acceptRiskStatement, getRiskAcknowledgement } from '@/lib/server/services/riskAcknowledgement';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (_req, _res, user) => reply(await getRiskAcknowledgement(await getDb(), user.id), 'Risk statement fetched.')),
  POST: withUser(async (req, _res, user) => {
    const { version } = parseBody(riskAcknowledgedApi.input, req);
    return reply(await acceptRiskStatement(await getDb(), user.id, version), 'Thank you: you accepted the risk statement.', 201);
  }),
});
export default handler satisfies Serves<typeof handler, [typeof riskAcknowledgementApi, typeof riskAcknowledgedApi]>;
