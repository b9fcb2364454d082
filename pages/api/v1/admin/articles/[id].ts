// Operators: one news article (GET) and a correction of its title, summary and text (PATCH). Audited;
// the public pages that show it are rendered again before the answer.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { pathId } from '@/lib/server/http/pathParams';
import { getArticleAdmin, updateArticle } from '@/lib/server/services/articleAdmin';
import { articleEditSchema } from '@/lib/validations/articleAdmin';

export const config = { api: { bodyParser: false } };

const articleId = (value: unknown) => pathId(value, 'No such article.');

const handler = defineHandler({
  GET: withOperator(async (req) => reply(await getArticleAdmin(await getDb(), articleId(req.query.id)), 'Article fetched.')),
  PATCH: withOperator(async (req, _res, operator) => {
    const id = articleId(req.query.id);
    const edit = parseBody(articleEditSchema, req);
    return reply(await updateArticle(await getDb(), operator.id, id, edit), 'The article is saved.');
  }),
});
export default handler;
export type AdminArticleData = ApiData<typeof handler, 'GET'>;
export type AdminArticleUpdatedData = ApiData<typeof handler, 'PATCH'>;
