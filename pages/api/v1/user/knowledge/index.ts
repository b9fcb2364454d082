// The investor's knowledge base: help articles for investors and for everyone, with search and categories.
import { userKnowledgeListApi } from '@/lib/contracts/knowledge';
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listKnowledge } from '@/lib/server/services/knowledge';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withUser(async (req) =>
    reply(await listKnowledge(await getDb(), 'investor', parseQuery(userKnowledgeListApi.input, req)), 'Articles fetched.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof userKnowledgeListApi>;
