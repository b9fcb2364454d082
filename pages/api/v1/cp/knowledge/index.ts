// The partner's knowledge base: help articles for partners and for everyone, with search and categories.
import { withPartner } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listKnowledge } from '@/lib/server/services/knowledge';
import { knowledgeListQuery } from '@/lib/validations/knowledge';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withPartner(async (req) =>
    reply(await listKnowledge(await getDb(), 'partner', parseQuery(knowledgeListQuery, req)), 'Articles fetched.'),
  ),
});
export default handler;
export type PartnerKnowledgeListData = ApiData<typeof handler, 'GET'>;
