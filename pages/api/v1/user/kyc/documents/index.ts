// The signed-in investor uploads one document of their KYC (multipart: `kind` and `file`), checked by
// content and kept in the upload store; a new one of a kind supersedes the previous.
import { type kycDocumentUploadApi } from '@/lib/contracts/kyc';
import { byCaller, withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler, reply, type Serves } from '@/lib/server/http/apiHandler';
import { parseFileForm } from '@/lib/server/http/multipart';
import { RATE_RULES } from '@/lib/server/rateLimit';
import { uploadKycDocument } from '@/lib/server/services/kycDocuments';
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
      const { values, file } = await parseFileForm(req, kycDocumentUploadSchema, {
        fileField: 'file',
        maxFileBytes: KYC_DOCUMENT_MAX_BYTES,
        maxFields: 5,
        maxFieldBytes: 1024,
        messages: KYC_DOCUMENT_MESSAGES,
      });
      const document = await uploadKycDocument(await getDb(), user.id, values.kind, file);
      return reply(document, `${KYC_DOCUMENT_LABELS[document.kind]} uploaded.`, 201);
    }),
  },
  { body: 'stream', rateLimit: { POST: { rule: RATE_RULES.kycDocument, key: byCaller('user') } } },
);
export default handler satisfies Serves<typeof handler, typeof kycDocumentUploadApi>;
