// Operators: the Markdown being written, rendered and sanitised exactly as readers will see it.
import { adminKnowledgePreviewApi } from '@/lib/contracts/knowledge';
import { withOperator } from '@/lib/server/auth/session';
import { defineHandler, parseBody, reply, type Serves } from '@/lib/server/http/apiHandler';
import { previewKnowledge } from '@/lib/server/services/knowledgeAdmin';

export const config = { api: { bodyParser: false } };

const handler = defineHandler({
  POST: withOperator('content:write', (req) =>
    reply(previewKnowledge(parseBody(adminKnowledgePreviewApi.input, req).body), 'Preview rendered.'),
  ),
});
export default handler satisfies Serves<typeof handler, typeof adminKnowledgePreviewApi>;
