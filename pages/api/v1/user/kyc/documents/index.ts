// The signed-in investor uploads one document of their KYC (multipart: `kind` and `file`), checked by
// content and kept in the upload store; a new one of a kind supersedes the previous.
import { type kycDocumentUploadApi } from '@/lib/contracts/kyc';
import { byCaller, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { HttpError } from '@/lib/server/http/httpError';
import { parseMultipart } from '@/lib/server/http/multipart';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { uploadKycDocument } from '@/lib/server/services/kycDocuments';
import { formErrors } from '@/lib/validations/fields';
import {
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MESSAGES,
  kycDocumentUploadSchema,
} from '@/lib/validations/kycDocuments';

export const config = { api: { bodyParser: false } };

const handler = defineHandler(
  {
    POST: withUser(async (req, _res, user) => {
      const { fields, file } = await parseMultipart(req, {
        fileField: 'file',
        maxFileBytes: KYC_DOCUMENT_MAX_BYTES,
        maxFields: 5,
        maxFieldBytes: 1024,
        messages: { size: KYC_DOCUMENT_MESSAGES.size, count: KYC_DOCUMENT_MESSAGES.count },
      });
      const parsed = kycDocumentUploadSchema.safeParse(fields);
      const errors = {
        ...(parsed.success ? {} : formErrors(parsed.error)),
        ...(!file || file.data.length === 0 ? { file: KYC_DOCUMENT_MESSAGES.missing } : {}),
      };
      if (!parsed.success || !file || file.data.length === 0) throw new HttpError(400, Object.values(errors).join(' '), { errors });
      const document = await uploadKycDocument(await getDb(), user.id, parsed.data.kind, file);
      return reply(document, `${KYC_DOCUMENT_LABELS[document.kind]} uploaded.`, 201);
    }),
  },
  { body: 'stream', rateLimit: { POST: { rule: RATE_RULES.kycDocument, key: byCaller('user') } } },
);
export default handler satisfies Serves<typeof handler, typeof kycDocumentUploadApi>;
