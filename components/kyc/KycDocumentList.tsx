// The documents of a KYC, one row per kind: the file uploaded (a link that opens it) or "Not uploaded",
// and what the caller adds beside each (the investor's upload control). The KYC page and the console share it.
import type { ReactNode } from 'react';

import { formatDateTime, formatFileSize } from '@/lib/format';
import type { KycDocumentView } from '@/lib/server/services/kycDocuments';
import { KYC_DOCUMENT_KINDS, KYC_DOCUMENT_LABELS, type KycDocumentKind } from '@/lib/validations/kycDocuments';

interface Props {
  documents: readonly KycDocumentView[];
  /** Where a document opens (the owner's route or the console's); none: listed without a link (staff who may not open KYC files). */
  hrefFor?: (id: number) => string;
  /** Kinds to flag, with the words (a rejection's "upload a new one"). */
  flagged?: Partial<Record<KycDocumentKind, string>>;
  /** How the flags read: an error (after a submit) or a note (guidance before any). */
  flagTone?: 'error' | 'note';
  /** Anything to show under a kind (an upload control). */
  extra?: (kind: KycDocumentKind) => ReactNode;
}

export default function KycDocumentList({ documents, hrefFor, flagged = {}, flagTone = 'error', extra }: Props) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="KYC documents">
      {KYC_DOCUMENT_KINDS.map((kind) => {
        const document = documents.find((row) => row.kind === kind);
        return (
          <li key={kind} className="py-3" data-testid={`kyc-document-${kind}`}>
            <p className="text-sm font-medium text-slate-900">{KYC_DOCUMENT_LABELS[kind]}</p>
            {document ? (
              <p className="mt-1 text-sm text-slate-700">
                {hrefFor ? (
                  <a
                    href={hrefFor(document.id)}
                    target="_blank"
                    rel="noopener"
                    className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    Open {KYC_DOCUMENT_LABELS[kind]}
                  </a>
                ) : (
                  'Uploaded'
                )}{' '}
                <span className="text-slate-600">
                  ({document.fileName}, {formatFileSize(document.sizeBytes)}, uploaded {formatDateTime(document.uploadedAt)})
                </span>
              </p>
            ) : (
              <p className="mt-1 text-sm text-amber-800">Not uploaded</p>
            )}
            {flagged[kind] && (
              <p className={`mt-1 text-sm font-medium ${flagTone === 'error' ? 'text-red-800' : 'text-amber-800'}`}>{flagged[kind]}</p>
            )}
            {extra?.(kind)}
          </li>
        );
      })}
    </ul>
  );
}
