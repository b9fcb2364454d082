// Operators: every knowledge-base article (GET, search and paging; `format=csv` for the CSV) and a new one (POST, 201). Audited.
import { adminKnowledgeCreatedApi, adminKnowledgeListApi } from '@/lib/contracts/knowledge';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, parseQuery, reply, type Serves } from '@/lib/server/http/apiHandler';
import { replyList } from '@/lib/server/http/listCsv';
import { createKnowledgeArticle, KNOWLEDGE_CSV, listKnowledgeAdmin } from '@/lib/server/services/knowledgeAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: withOperator('content:read', async (req, res) => {
    const db = await getDb();
    return replyList(
      res,
      parseQuery(adminKnowledgeListApi.input, req),
      (query) => listKnowledgeAdmin(db, query),
      KNOWLEDGE_CSV,
      'Articles fetched.',
    );
  }),
  POST: withOperator('content:write', async (req, _res, operator) => {
    const input = parseBody(adminKnowledgeCreatedApi.input, req);
    return reply(await createKnowledgeArticle(await getDb(), operator.id, input), 'The article is saved.', 201);
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminKnowledgeListApi, typeof adminKnowledgeCreatedApi]>;
