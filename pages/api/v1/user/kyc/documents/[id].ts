// GET: one of the signed-in investor's own KYC documents (anyone else's is a 404).
import { withUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler } from '@/lib/server/http/apiHandler';
import { sendStoredFile } from '@/lib/server/http/download';
import { pathId } from '@/lib/server/http/pathParams';
import { readKycDocument } from '@/lib/server/services/kycDocuments';
import { KYC_DOCUMENT_MESSAGES } from '@/lib/validations/kycDocuments';

export const config = { api: { bodyParser: false } };

export default defineHandler({
  GET: withUser(async (req, res, user) => {
    const id = pathId(req.query.id, KYC_DOCUMENT_MESSAGES.notFound);
    sendStoredFile(req, res, await readKycDocument(await getDb(), id, { ownerId: user.id }));
  }),
});
