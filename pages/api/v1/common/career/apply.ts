import { type careerApplicationApi } from '@/lib/contracts/enquiries';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, fieldErrors, reply, type Serves } from '@/lib/server/http/apiHandler';
import { badRequest } from '@/lib/server/http/httpError';
import { parseMultipart } from '@/lib/server/http/multipart';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { saveApplication } from '@/lib/server/services/careers';
import {
  APPLICATION_SUCCESS_MESSAGE,
  applicationSchema,
  cleanFileName,
  RESUME_MAX_BYTES,
  RESUME_MESSAGES,
  resumeProblem,
} from '@/lib/validations/career';

// The résumé arrives as multipart/form-data, streamed through lib/server/http/multipart.ts.
export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: async (req) => {
      const { fields, file } = await parseMultipart(req, {
        fileField: 'resume',
        maxFileBytes: RESUME_MAX_BYTES,
        maxFields: 10,
        maxFieldBytes: 16 * 1024,
        messages: { size: RESUME_MESSAGES.size, count: RESUME_MESSAGES.count },
      });
      const parsed = applicationSchema.safeParse(fields);
      const problem = file ? resumeProblem(file.data.length, file.data.subarray(0, 5)) : RESUME_MESSAGES.missing;
      if (!parsed.success || problem || !file) {
        // Report the résumé together with the other fields, so the form can show every message at once.
        const errors = { ...(parsed.error && fieldErrors(parsed.error)), ...(problem && { resume: problem }) };
        throw badRequest(Object.values(errors)[0] ?? RESUME_MESSAGES.missing, errors);
      }
      const resume = { fileName: cleanFileName(file.fileName), data: file.data };
      return reply(await saveApplication(await getDb(), parsed.data, resume), APPLICATION_SUCCESS_MESSAGE, 201);
    },
  },
  { body: 'stream', rateLimit: { rule: RATE_RULES.careerApply } },
);
export default handler satisfies Serves<typeof handler, typeof careerApplicationApi>;
