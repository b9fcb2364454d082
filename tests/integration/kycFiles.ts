// KYC documents for integration tests: files that pass (or fail) the content check, an upload through the
// investor's route, and all three uploaded (a KYC cannot be submitted without them).
import { testApiHandler } from 'next-test-api-route-handler';

import { KYC_CHECKLIST, KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@/lib/validations/kycDocuments';
import kycDocumentUpload from '@/pages/api/v1/user/kyc/documents';

import { bearer } from './http';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a small picture')]);
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a photo')]);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** Every item of the reviewer's checklist, as a verification sends it. */
export const ALL_CHECKS = [...KYC_CHECKLIST];

export interface UploadResult {
  status: number;
  body: { success: boolean; message: string; data?: { id: number; kind: KycDocumentKind }; errors?: Record<string, string> };
}

/** POSTs multipart form data (fields, and a file under `file` unless none) to the upload route. */
export async function uploadKycFile(
  headers: Record<string, string>,
  fields: Record<string, string>,
  file: { data: Buffer; fileName?: string; type?: string } | null = { data: PNG },
): Promise<UploadResult> {
  let result: UploadResult | undefined;
  await testApiHandler({
    pagesHandler: kycDocumentUpload,
    test: async ({ fetch }) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file) form.append('file', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'image/png' }), file.fileName ?? 'scan.png');
      const response = await fetch({ method: 'POST', body: form, headers });
      result = { status: response.status, body: (await response.json()) as UploadResult['body'] };
    },
  });
  return result!;
}

/** Uploads a PNG of every document for the investor (what a KYC submission needs). */
export async function uploadAllKycDocuments(userId: number) {
  const headers = await bearer('user', userId);
  for (const kind of KYC_DOCUMENT_KINDS) {
    const { status, body } = await uploadKycFile(headers, { kind });
    if (status !== 201) throw new Error(`Upload of ${kind} failed: ${status} ${JSON.stringify(body)}`);
  }
}
