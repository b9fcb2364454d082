// Operators: every knowledge-base article (GET, search and paging; `format=csv` for the CSV) and a new one (POST, 201). Audited.
import { adminKnowledgeCreatedApi, adminKnowledgeListApi } from '@/lib/contracts/knowledge';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { listGet } from '@/lib/server/http/listCsv';
import { createKnowledgeArticle, KNOWLEDGE_CSV, listKnowledgeAdmin } from '@/lib/server/services/knowledgeAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  GET: listGet('content:read', adminKnowledgeListApi.input, listKnowledgeAdmin, KNOWLEDGE_CSV, 'Articles fetched.'),
  POST: withOperator('content:write', async (req, _res, operator) => {
    const input = parseBody(adminKnowledgeCreatedApi.input, req);
    return reply(await createKnowledgeArticle(await getDb(), operator.id, input), 'The article is saved.', 201);
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminKnowledgeListApi, typeof adminKnowledgeCreatedApi]>;
