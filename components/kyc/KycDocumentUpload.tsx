// One document of the investor's KYC: choose a file (PDF, JPEG or PNG, at most 5 MB) and upload it. The
// server checks it by its content; its message shows beside the field.
import { useState } from 'react';

import FileField from '@/components/forms/FileField';
import SubmitButton from '@/components/forms/SubmitButton';
import { call } from '@/lib/contracts/client';
import { kycDocumentUploadApi } from '@/lib/contracts/kyc';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { KycDocumentView } from '@/lib/server/services/kycDocuments';
import {
  KYC_DOCUMENT_ACCEPT,
  KYC_DOCUMENT_HINTS,
  KYC_DOCUMENT_LABELS,
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_MESSAGES,
  kycDocumentUploadSchema,
  type KycDocumentKind,
} from '@/lib/validations/kycDocuments';

interface Props {
  kind: KycDocumentKind;
  /** Replacing one already uploaded. */
  replacing: boolean;
  onUploaded: (document: KycDocumentView, message: string) => void;
}

export default function KycDocumentUpload({ kind, replacing, onUploaded }: Props) {
  const [chosen, setChosen] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(kycDocumentUploadSchema, async ({ kind: checked }) => {
    const problem = !chosen ? KYC_DOCUMENT_MESSAGES.missing : chosen.size > KYC_DOCUMENT_MAX_BYTES ? KYC_DOCUMENT_MESSAGES.size : '';
    setFileError(problem);
    if (!chosen || problem) return;
    const body = new FormData();
    body.set('kind', checked);
    body.set('file', chosen);
    const { data, message } = await call(kycDocumentUploadApi, body);
    onUploaded(data, message);
  });
  const label = KYC_DOCUMENT_LABELS[kind];
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Upload ${label}`} className="mt-2 flex flex-wrap items-end gap-3">
      <input type="hidden" name="kind" value={kind} />
      <FileField
        label={`${replacing ? 'Replace' : 'Choose'} ${label} file`}
        name={`${kind}-file`}
        accept={KYC_DOCUMENT_ACCEPT}
        hint={`${KYC_DOCUMENT_HINTS[kind]} PDF, JPEG or PNG, at most ${KYC_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`}
        error={fileError || errors.file || errors.kind || formError}
        onChange={(event) => {
          setChosen(event.currentTarget.files?.[0] ?? null);
          setFileError('');
        }}
        className="min-w-0 flex-1"
      />
      <SubmitButton look="inline" busy={submitting} label={`Upload ${label}`} busyLabel="Uploading…" />
    </form>
  );
}
