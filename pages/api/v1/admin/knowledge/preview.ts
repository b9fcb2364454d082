// Operators: the Markdown being written, rendered and sanitised exactly as readers will see it.
import { withOperator } from '@/lib/server/auth/session';
import { defineHandler, parseBody, reply, type ApiData } from '@/lib/server/http/apiHandler';
import { previewKnowledge } from '@/lib/server/services/knowledgeAdmin';
import { knowledgePreviewSchema } from '@/lib/validations/knowledgeAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator((req) => reply(previewKnowledge(parseBody(knowledgePreviewSchema, req).body), 'Preview rendered.')),
});
export default handler;
export type AdminKnowledgePreviewData = ApiData<typeof handler, 'POST'>;
