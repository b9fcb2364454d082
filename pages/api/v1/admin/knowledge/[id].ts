// Operators: one knowledge-base article (GET) and changes to it (PATCH, any of its fields). Audited.
import { type adminKnowledgeArticleApi, adminKnowledgeUpdatedApi } from '@/lib/contracts/knowledge';
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getKnowledgeAdmin, updateKnowledgeArticle } from '@/lib/server/services/knowledgeAdmin';

export const config = { api: { bodyParser: false } };

const articleId = (value: unknown) => pathId(value, 'No such article.');

const handler = defineHandler({
  GET: withOperator('content:read', async (req) =>
    reply(await getKnowledgeAdmin(await getDb(), articleId(req.query.id)), 'Article fetched.'),
  ),
  PATCH: withOperator('content:write', async (req, _res, operator) => {
    const id = articleId(req.query.id);
    const patch = parseBody(adminKnowledgeUpdatedApi.input, req);
    return reply(await updateKnowledgeArticle(await getDb(), operator.id, id, patch), 'The article is saved.');
  }),
});
export default handler satisfies Serves<typeof handler, [typeof adminKnowledgeArticleApi, typeof adminKnowledgeUpdatedApi]>;
