// GET: a KYC document for a reviewer (the KYC permission); each view is audited.
import { withOperator } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db/client';
import { defineHandler } from '@/lib/server/http/apiHandler';
import { sendStoredFile } from '@/lib/server/http/download';
import { pathId } from '@/lib/server/http/pathParams';
import { readKycDocument } from '@/lib/server/services/kycDocuments';
import { KYC_DOCUMENT_MESSAGES } from '@/lib/validations/kycDocuments';

export const config = { api: { bodyParser: false } };

export default defineHandler({
  GET: withOperator('kyc:read', async (req, res, operator) => {
    const id = pathId(req.query.id, KYC_DOCUMENT_MESSAGES.notFound);
    sendStoredFile(req, res, await readKycDocument(await getDb(), id, { operatorId: operator.id }));
  }),
});
