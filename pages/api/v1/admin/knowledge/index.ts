// Operators: every knowledge-base article (GET, search and paging) and a new one (POST, 201). Audited.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { createKnowledgeArticle, listKnowledgeAdmin } from '@/lib/server/services/knowledgeAdmin';
import { adminKnowledgeListQuery, knowledgeArticleSchema } from '@/lib/validations/knowledgeAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator(async (req) =>
    reply(await listKnowledgeAdmin(await getDb(), parseQuery(adminKnowledgeListQuery, req)), 'Articles fetched.'),
  ),
  POST: withOperator(async (req, _res, operator) => {
    const input = parseBody(knowledgeArticleSchema, req);
    return reply(await createKnowledgeArticle(await getDb(), operator.id, input), 'The article is saved.', 201);
  }),
});
export default handler;
export type AdminKnowledgeListData = ApiData<typeof handler, 'GET'>;
export type AdminKnowledgeCreatedData = ApiData<typeof handler, 'POST'>;
