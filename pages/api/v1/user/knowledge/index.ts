// The investor's knowledge base: help articles for investors and for everyone, with search and categories.
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { listKnowledge } from '@/lib/server/services/knowledge';
import { knowledgeListQuery } from '@/lib/validations/knowledge';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req) =>
    reply(await listKnowledge(await getDb(), 'investor', parseQuery(knowledgeListQuery, req)), 'Articles fetched.'),
  ),
});
export default handler;
export type UserKnowledgeListData = ApiData<typeof handler, 'GET'>;
