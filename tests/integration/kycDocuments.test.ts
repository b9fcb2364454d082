// KYC documents through their routes: the investor uploads each one (checked by its content, kept in the
// store, a new one superseding the old), submits only with all three, and reads them back; nobody else
// does, but staff with the KYC permission (each view audited). A rejection names what to fix: the investor
// sees it, may upload again only what it named, and must before resubmitting.
import { createHash } from 'node:crypto';

import { and, asc, eq } from 'drizzle-orm';
import { testApiHandler } from 'next-test-api-route-handler';
import { beforeEach, describe, expect, it } from 'vitest';

import { getDb } from '@/lib/server/db/client';
import { auditLog, kycDocuments, kycRecords } from '@/lib/server/db/schema';
import { resetRateLimits } from '@/lib/server/rateLimit';
import { KYC_DECISION_MESSAGES, KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_MESSAGES } from '@/lib/validations/kycDocuments';
import adminKycDecide from '@/pages/api/v1/admin/kyc/[userUniqueCode]';
import adminKycDocument from '@/pages/api/v1/admin/kyc/documents/[id]';
import adminKycList from '@/pages/api/v1/admin/kyc/index';
import kyc from '@/pages/api/v1/user/kyc';
import userKycDocument from '@/pages/api/v1/user/kyc/documents/[id]';

import { uniquePan, VALID_KYC } from '../support/factories';
import { createInvestor } from './factories';
import { bearer, call } from './http';
import { ALL_CHECKS, JPEG, PDF, PNG, uploadAllKycDocuments, uploadKycFile } from './kycFiles';
import { newOperator } from './orderFixtures';

beforeEach(() => resetRateLimits());

async function investor(fullName = 'Meera Docs') {
  const { user } = await createInvestor({ fullName });
  return { id: user.id, code: user.userUniqueCode, headers: await bearer('user', user.id) };
}

const documentsOf = async (userId: number) =>
  (await getDb()).select().from(kycDocuments).where(eq(kycDocuments.userId, userId)).orderBy(asc(kycDocuments.id));

async function download(handler: typeof userKycDocument, headers: Record<string, string>, id: number) {
  let result: { status: number; headers: Headers; data: Buffer } | undefined;
  await testApiHandler({
    pagesHandler: handler,
    params: { id: String(id) },
    test: async ({ fetch }) => {
      const response = await fetch({ method: 'GET', headers });
      result = { status: response.status, headers: response.headers, data: Buffer.from(await response.arrayBuffer()) };
    },
  });
  return result!;
}

// The bank account holder's name differs from the investor's, so the automatic check fails and a
// rejection is the reviewer's alone (no second person: lib/kycChecks.ts).
const details = () => ({ ...VALID_KYC, pan: uniquePan(), bankAccountName: 'Someone Else' });

describe('uploading KYC documents', () => {
  it('stores a PNG, a JPEG and a PDF by their content, whatever they are called, and serves them to their owner', async () => {
    const meera = await investor();
    const files = { pan_card: PNG, demat_proof: PDF, bank_proof: JPEG };
    for (const [kind, data] of Object.entries(files)) {
      // The declared type and name say nothing: the first bytes decide.
      const { status, body } = await uploadKycFile(
        meera.headers,
        { kind },
        { data, fileName: 'C:\\scans\\my file?.txt', type: 'text/plain' },
      );
      expect(status, JSON.stringify(body)).toBe(201);
    }
    const rows = await documentsOf(meera.id);
    expect(rows.map((row) => [row.kind, row.contentType, row.fileName, row.sizeBytes])).toEqual([
      ['pan_card', 'image/png', 'my file.png', PNG.length],
      ['demat_proof', 'application/pdf', 'my file.pdf', PDF.length],
      ['bank_proof', 'image/jpeg', 'my file.jpg', JPEG.length],
    ]);
    expect(rows[0]!.sha256).toBe(createHash('sha256').update(PNG).digest('hex'));
    expect(rows.every((row) => row.supersededAt === null && /^[a-f0-9]{32}$/.test(row.fileKey))).toBe(true);

    const png = await download(userKycDocument, meera.headers, rows[0]!.id);
    expect(png.status).toBe(200);
    expect(png.data.equals(PNG)).toBe(true);
    expect(png.headers.get('content-type')).toBe('image/png');
    expect(png.headers.get('x-content-type-options')).toBe('nosniff');
    expect(png.headers.get('cache-control')).toBe('private, no-store');
    expect(png.headers.get('content-disposition')).toBe('inline; filename="my file.png"');
    const pdf = await download(userKycDocument, meera.headers, rows[1]!.id);
    expect(pdf.headers.get('content-disposition')).toBe('attachment; filename="my file.pdf"');

    // The KYC page lists the current ones.
    const view = (await call(kyc, { headers: meera.headers })).body.data as { documents: { kind: string }[] };
    expect(view.documents.map((document) => document.kind)).toEqual(['pan_card', 'demat_proof', 'bank_proof']);
  });

  it('supersedes the previous document of the same kind', async () => {
    const meera = await investor();
    expect((await uploadKycFile(meera.headers, { kind: 'pan_card' })).status).toBe(201);
    expect((await uploadKycFile(meera.headers, { kind: 'pan_card' }, { data: PDF })).status).toBe(201);
    const rows = await documentsOf(meera.id);
    expect(rows.map((row) => [row.kind, row.contentType, row.supersededAt === null])).toEqual([
      ['pan_card', 'image/png', false],
      ['pan_card', 'application/pdf', true],
    ]);
  });

  it('refuses a wrong type, an oversized file, no file or no kind, with a message beside the field, and stores nothing', async () => {
    const meera = await investor();
    const refusals: [Parameters<typeof uploadKycFile>, number, string, string][] = [
      [
        [meera.headers, { kind: 'pan_card' }, { data: Buffer.from('just text, named .pdf'), fileName: 'pan.pdf', type: 'application/pdf' }],
        400,
        'file',
        KYC_DOCUMENT_MESSAGES.type,
      ],
      [
        [meera.headers, { kind: 'pan_card' }, { data: Buffer.concat([PNG, Buffer.alloc(KYC_DOCUMENT_MAX_BYTES)]) }],
        413,
        'file',
        KYC_DOCUMENT_MESSAGES.size,
      ],
      [[meera.headers, { kind: 'pan_card' }, null], 400, 'file', KYC_DOCUMENT_MESSAGES.missing],
      [[meera.headers, { kind: 'pan_card' }, { data: Buffer.alloc(0) }], 400, 'file', KYC_DOCUMENT_MESSAGES.missing],
      [[meera.headers, {}], 400, 'kind', KYC_DOCUMENT_MESSAGES.kind],
      [[meera.headers, { kind: 'passport' }], 400, 'kind', KYC_DOCUMENT_MESSAGES.kind],
    ];
    for (const [args, status, field, message] of refusals) {
      const answer = await uploadKycFile(...args);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.errors?.[field]).toBe(message);
    }
    expect(await documentsOf(meera.id)).toEqual([]);
    // JSON is not an upload; anonymous callers and partners are not investors.
    expect((await call(kyc, { headers: meera.headers })).body.data).toMatchObject({ documents: [] });
    expect((await uploadKycFile({}, { kind: 'pan_card' })).status).toBe(401);
  });
});

describe('who may read a KYC document', () => {
  it('its owner and staff with the KYC permission (audited); another investor gets 404, other staff 403', async () => {
    const meera = await investor();
    await uploadAllKycDocuments(meera.id);
    const [pan] = await documentsOf(meera.id);
    const other = await investor('Other Investor');
    expect((await download(userKycDocument, other.headers, pan!.id)).status).toBe(404);
    expect((await download(userKycDocument, {}, pan!.id)).status).toBe(401);
    expect((await download(userKycDocument, meera.headers, 999_999_999)).status).toBe(404);
    expect((await download(userKycDocument, meera.headers, 'x' as unknown as number)).status).toBe(404);
    // An investor's token is not staff.
    expect((await download(adminKycDocument, meera.headers, pan!.id)).status).toBe(401);

    const content = await newOperator(['content']);
    expect((await download(adminKycDocument, content.headers, pan!.id)).status).toBe(403);
    const reviewer = await newOperator(['kyc']);
    const seen = await download(adminKycDocument, reviewer.headers, pan!.id);
    expect(seen.status).toBe(200);
    expect(seen.data.equals(PNG)).toBe(true);
    expect(seen.headers.get('x-content-type-options')).toBe('nosniff');
    const auditor = await newOperator(['auditor']);
    expect((await download(adminKycDocument, auditor.headers, pan!.id)).status).toBe(200);
    const views = await (
      await getDb()
    )
      .select({ operatorId: auditLog.operatorId, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.document_viewed'), eq(auditLog.entityId, meera.code)))
      .orderBy(asc(auditLog.id));
    expect(views).toEqual([
      { operatorId: reviewer.id, after: { documentId: pan!.id, kind: 'pan_card' } },
      { operatorId: auditor.id, after: { documentId: pan!.id, kind: 'pan_card' } },
    ]);
  });
});

describe('submitting, reviewing and resubmitting with documents', () => {
  it('refuses a submission until every document is uploaded, each missing one named', async () => {
    const meera = await investor();
    await uploadKycFile(meera.headers, { kind: 'pan_card' });
    const refused = await call(kyc, { method: 'POST', body: details(), headers: meera.headers });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({
      demat_proof: KYC_DOCUMENT_MESSAGES.required('demat_proof'),
      bank_proof: KYC_DOCUMENT_MESSAGES.required('bank_proof'),
    });
    expect(await (await getDb()).select().from(kycRecords).where(eq(kycRecords.userId, meera.id))).toEqual([]);

    await uploadKycFile(meera.headers, { kind: 'demat_proof' });
    await uploadKycFile(meera.headers, { kind: 'bank_proof' });
    expect((await call(kyc, { method: 'POST', body: details(), headers: meera.headers })).status).toBe(201);
    // Under review, the documents stay as they are.
    const locked = await uploadKycFile(meera.headers, { kind: 'pan_card' });
    expect(locked.status).toBe(409);
    expect(locked.body.errors?.file).toBe(KYC_DOCUMENT_MESSAGES.locked);
    expect(await documentsOf(meera.id)).toHaveLength(3);
  });

  it('shows the reviewer the documents; verifying needs the whole checklist; a rejection names what to fix, and only that may be uploaded again', async () => {
    const meera = await investor();
    await uploadAllKycDocuments(meera.id);
    expect((await call(kyc, { method: 'POST', body: details(), headers: meera.headers })).status).toBe(201);
    const reviewer = await newOperator(['kyc']);

    const list = await call(adminKycList, { headers: reviewer.headers, query: { limit: '50' } });
    type Row = { userUniqueCode: string; documents: { kind: string }[] };
    let total = (list.body.data as { total: number }).total;
    let mine = (list.body.data as { result: Row[] }).result.find((row) => row.userUniqueCode === meera.code);
    for (let page = 2; !mine && (page - 1) * 50 < total; page++) {
      const next = (await call(adminKycList, { headers: reviewer.headers, query: { limit: '50', page: String(page) } })).body.data as {
        result: Row[];
        total: number;
      };
      total = next.total;
      mine = next.result.find((row) => row.userUniqueCode === meera.code);
    }
    expect(mine?.documents.map((document) => document.kind)).toEqual(['pan_card', 'demat_proof', 'bank_proof']);

    const decide = (body: unknown) =>
      call(adminKycDecide, { method: 'POST', headers: reviewer.headers, query: { userUniqueCode: meera.code }, body });
    const unticked = await decide({ decision: 'verify', checks: ALL_CHECKS.slice(1) });
    expect(unticked.status).toBe(400);
    expect(unticked.body.errors).toEqual({ checks: KYC_DECISION_MESSAGES.checklist });
    expect((await decide({ decision: 'verify' })).body.errors).toEqual({ checks: KYC_DECISION_MESSAGES.checklist });
    expect((await decide({ decision: 'reject', fix: ['bank_matches', 'nonsense'], reason: 'Cheque unreadable' })).status).toBe(400);
    expect((await decide({ decision: 'reject', fix: ['bank_matches'] })).body.errors).toMatchObject({ reason: expect.any(String) });

    const rejected = await decide({ decision: 'reject', fix: 'bank_matches', reason: 'The cheque is cut off at the IFSC' });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const view = (await call(kyc, { headers: meera.headers })).body.data as Record<string, unknown>;
    expect(view).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The cheque is cut off at the IFSC',
      rejectionFix: ['bank_matches'],
    });
    const [audit] = await (
      await getDb()
    )
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kyc.rejected'), eq(auditLog.entityId, meera.code)));
    expect(audit?.after).toMatchObject({ rejectionReason: 'The cheque is cut off at the IFSC', rejectionFix: ['bank_matches'] });

    // The PAN card was not named: it stays. The cheque must be uploaded again before resubmitting.
    const notNamed = await uploadKycFile(meera.headers, { kind: 'pan_card' });
    expect(notNamed.status).toBe(409);
    expect(notNamed.body.errors?.file).toBe(KYC_DOCUMENT_MESSAGES.notNamed('pan_card'));
    const early = await call(kyc, { method: 'POST', body: details(), headers: meera.headers });
    expect(early.status).toBe(400);
    expect(early.body.errors).toEqual({ bank_proof: KYC_DOCUMENT_MESSAGES.again('bank_proof') });
    expect((await uploadKycFile(meera.headers, { kind: 'bank_proof' }, { data: PDF })).status).toBe(201);
    const again = await call(kyc, { method: 'POST', body: details(), headers: meera.headers });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.data).toMatchObject({ status: 'submitted', rejectionFix: [] });
    const current = (await documentsOf(meera.id)).filter((row) => row.supersededAt === null);
    expect(current.map((row) => [row.kind, row.contentType])).toEqual([
      ['pan_card', 'image/png'],
      ['demat_proof', 'image/png'],
      ['bank_proof', 'application/pdf'],
    ]);

    // The whole checklist ticked; the bank name still fails the automatic check, so a second person decides.
    expect((await decide({ decision: 'verify', checks: ALL_CHECKS })).status).toBe(202);
  });
});
