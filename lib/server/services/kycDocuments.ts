// The documents of an investor's KYC (issue 22): uploaded one at a time (checked by content, kept in the
// upload store under kyc/), each new one of a kind superseding the previous; all of them before a KYC is
// submitted; after a rejection, only those the reviewer named may be replaced, and must be before resubmitting.
// A document is served to its owner and to staff with the KYC permission only.
import { createHash } from 'node:crypto';

import { and, asc, eq, inArray, isNull } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { kycDocuments, kycRecords, users } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { checkDocument, storeFolder, type FileUpload } from '@/lib/server/images/folder';
import { audit, type Tx } from '@/lib/server/services/operators';
import {
  KYC_DOCUMENT_KINDS,
  KYC_DOCUMENT_MESSAGES,
  kycDocumentsMissing,
  kycUploadRefusal,
  type KycDocumentKind,
  type KycDocumentState,
} from '@/lib/validations/kycDocuments';

const files = storeFolder('kyc', KYC_DOCUMENT_MESSAGES.notFound);

/** A document as the KYC page and the console list it (never its key in the store). */
export interface KycDocumentView {
  id: number;
  kind: KycDocumentKind;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  uploadedAt: string;
}

const viewColumns = {
  id: kycDocuments.id,
  userId: kycDocuments.userId,
  kind: kycDocuments.kind,
  fileName: kycDocuments.fileName,
  contentType: kycDocuments.contentType,
  sizeBytes: kycDocuments.sizeBytes,
  uploadedAt: kycDocuments.uploadedAt,
};

/** The current (not superseded) documents of each investor, in the order of KYC_DOCUMENT_KINDS. */
export async function currentKycDocuments(db: Db | Tx, userIds: number[]): Promise<Map<number, KycDocumentView[]>> {
  const byUser = new Map<number, KycDocumentView[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select(viewColumns)
    .from(kycDocuments)
    .where(and(inArray(kycDocuments.userId, userIds), isNull(kycDocuments.supersededAt)))
    .orderBy(asc(kycDocuments.userId), asc(kycDocuments.id));
  for (const { userId, uploadedAt, ...row } of rows) byUser.get(userId)?.push({ ...row, uploadedAt: uploadedAt.toISOString() });
  for (const list of byUser.values()) list.sort((a, b) => KYC_DOCUMENT_KINDS.indexOf(a.kind) - KYC_DOCUMENT_KINDS.indexOf(b.kind));
  return byUser;
}

/** Locks the investor (uploads and the submission of one investor take turns) and reads their KYC's state. */
async function lockKycState(tx: Tx, userId: number): Promise<KycDocumentState> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx
    .select({ status: kycRecords.status, rejectionFix: kycRecords.rejectionFix, reviewedAt: kycRecords.reviewedAt })
    .from(kycRecords)
    .where(eq(kycRecords.userId, userId))
    .limit(1);
  if (!row) return { status: 'not_started', rejectionFix: [], reviewedAt: null };
  return { ...row, reviewedAt: row.reviewedAt?.toISOString() ?? null };
}

/**
 * Stores one document of the investor's KYC, superseding the previous of its kind. Refused (nothing
 * stored) when the file is not a PDF, JPEG or PNG, when the KYC is under review or verified, and after a
 * rejection for a document the reviewer did not name (one never uploaded may always be added).
 */
export async function uploadKycDocument(db: Db, userId: number, kind: KycDocumentKind, upload: FileUpload): Promise<KycDocumentView> {
  const checked = checkDocument(upload, 'file', KYC_DOCUMENT_MESSAGES.type);
  const sha256 = createHash('sha256').update(upload.data).digest('hex');
  const key = await files.put(upload.data);
  try {
    return await db.transaction(async (tx) => {
      const state = await lockKycState(tx, userId);
      const [previous] = await tx
        .update(kycDocuments)
        .set({ supersededAt: new Date() })
        .where(and(eq(kycDocuments.userId, userId), eq(kycDocuments.kind, kind), isNull(kycDocuments.supersededAt)))
        .returning({ id: kycDocuments.id });
      const refusal = kycUploadRefusal(kind, state, previous !== undefined);
      if (refusal) throw conflict(refusal, { file: refusal });
      const [row] = await tx
        .insert(kycDocuments)
        .values({ userId, kind, fileKey: key, fileName: checked.name, contentType: checked.type, sizeBytes: checked.size, sha256 })
        .returning({ id: kycDocuments.id, uploadedAt: kycDocuments.uploadedAt });
      if (!row) throw new Error('The document was not recorded.');
      return {
        id: row.id,
        kind,
        fileName: checked.name,
        contentType: checked.type,
        sizeBytes: checked.size,
        uploadedAt: row.uploadedAt.toISOString(),
      };
    });
  } catch (error) {
    await files.remove(key);
    throw error;
  }
}

/**
 * Before a KYC is submitted: every document uploaded, and after a rejection each one it named uploaded
 * again since. A 400 naming each missing document (errors keyed by its kind); nothing changes.
 */
export async function assertKycDocumentsReady(tx: Tx, userId: number): Promise<void> {
  const state = await lockKycState(tx, userId);
  // Under review or verified: the submission itself answers 409.
  if (state.status === 'submitted' || state.status === 'verified') return;
  const missing = kycDocumentsMissing((await currentKycDocuments(tx, [userId])).get(userId) ?? [], state);
  const messages = Object.values(missing);
  if (messages.length > 0) throw badRequest(messages.join(' '), missing);
}

/**
 * A document's bytes for its owner (ownerId) or for staff (operatorId, the view audited); 404 for anyone
 * else, as if it did not exist.
 */
export async function readKycDocument(db: Db, id: number, reader: { ownerId: number } | { operatorId: number }) {
  const [row] = await db
    .select({
      key: kycDocuments.fileKey,
      name: kycDocuments.fileName,
      type: kycDocuments.contentType,
      kind: kycDocuments.kind,
      userUniqueCode: users.userUniqueCode,
    })
    .from(kycDocuments)
    .innerJoin(users, eq(users.id, kycDocuments.userId))
    .where(and(eq(kycDocuments.id, id), 'ownerId' in reader ? eq(kycDocuments.userId, reader.ownerId) : undefined))
    .limit(1);
  if (!row) throw notFound(KYC_DOCUMENT_MESSAGES.notFound);
  const data = await files.read(row.key);
  if ('operatorId' in reader) {
    await audit(db, reader.operatorId, {
      action: 'kyc.document_viewed',
      entity: 'kyc',
      entityId: row.userUniqueCode,
      after: { documentId: id, kind: row.kind },
    });
  }
  return { data, name: row.name, type: row.type };
}
