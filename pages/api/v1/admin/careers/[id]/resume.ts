// Content: an application's résumé, as a download for staff who may read applications. Its bytes are
// checked to be a PDF again before they are sent (a row written another way is refused, never sniffed).
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler } from '@/lib/server/http/apiHandler';
import { sendStoredFile } from '@/lib/server/http/download';
import { HttpError } from '@/lib/server/http/httpError';
import { pathId } from '@/lib/server/http/pathParams';
import { applicationResume } from '@/lib/server/services/inbox';
import { looksLikePdf } from '@/lib/validations/career';
import { INBOX_MESSAGES } from '@/lib/validations/inbox';

export const config = { api: { bodyParser: false } };

export default defineHandler({
  GET: withOperator('content:read', async (req, res) => {
    const resume = await applicationResume(await getDb(), pathId(req.query.id, INBOX_MESSAGES.noApplication));
    if (!looksLikePdf(resume.data.subarray(0, 5)))
      throw new HttpError(409, 'This résumé is not a PDF file, so it is not served.', { code: 'conflict' });
    sendStoredFile(req, res, { data: resume.data, name: resume.fileName, type: 'application/pdf' });
  }),
});
