import type { InferGetServerSidePropsType } from 'next';
import { useRef, useState } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import KycDocumentList from '@/components/kyc/KycDocumentList';
import KycDocumentUpload from '@/components/kyc/KycDocumentUpload';
import KycForm from '@/components/kyc/KycForm';
import KycStatusPanel from '@/components/kyc/KycStatusPanel';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/kyc';
import { kycDocumentFlags, kycDocumentsMissing, kycUploadRefusal } from '@/lib/validations/kycDocuments';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function KycPage({ kyc: initial }: Props) {
  const [kyc, setKyc] = useState(initial);
  const [notice, setNotice] = useState('');
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const canSubmit = kyc.status === 'not_started' || kyc.status === 'rejected';
  const missing = kycDocumentsMissing(kyc.documents, kyc);
  // Missing documents are flagged once the investor has tried to submit, not on arrival.
  const [attempted, setAttempted] = useState(false);
  const documentFlags = kycDocumentFlags(canSubmit ? missing : {}, attempted);

  return (
    <DashboardPage
      title="KYC"
      heading="Your KYC"
      description="Know Your Customer: your PAN, demat account and bank account, with a copy of each, verified once before your first purchase."
    >
      <div>
        <div role="status">
          {notice && (
            <p className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">{notice}</p>
          )}
        </div>
        <KycStatusPanel kyc={kyc} headingRef={statusHeading} />
        <section aria-labelledby="kyc-documents-heading" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <h2 id="kyc-documents-heading" className="text-lg font-semibold text-slate-900">
            Your documents
          </h2>
          {canSubmit && (
            <p className="mt-1 text-sm text-slate-700">
              {kyc.status === 'rejected'
                ? 'Upload again the documents the review named; the others stay as they are.'
                : 'Upload all three, in your own name, before you submit your details. See “KYC documents we ask for” in Help.'}
            </p>
          )}
          <KycDocumentList
            documents={kyc.documents}
            hrefFor={(id) => `/api/v1/user/kyc/documents/${id}`}
            flagged={documentFlags.flags}
            flagTone={documentFlags.tone}
            extra={(kind) => {
              const uploaded = kyc.documents.some((document) => document.kind === kind);
              if (kycUploadRefusal(kind, kyc, uploaded)) return null;
              return (
                <KycDocumentUpload
                  kind={kind}
                  replacing={uploaded}
                  onUploaded={(document, message) => {
                    setKyc((current) => ({
                      ...current,
                      documents: [...current.documents.filter((row) => row.kind !== document.kind), document],
                    }));
                    setNotice(message);
                  }}
                />
              );
            }}
          />
        </section>
        {canSubmit && (
          <section aria-labelledby="kyc-form-heading" className="mt-8">
            <h2 id="kyc-form-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {kyc.status === 'rejected' ? 'Correct and resubmit your details' : 'Submit your details'}
            </h2>
            <KycForm
              previous={kyc.status === 'rejected' ? kyc.details : null}
              documentsMissing={() => missing}
              onAttempt={() => setAttempted(true)}
              onSubmitted={(next, message) => {
                setKyc(next);
                setNotice(message);
                window.setTimeout(() => statusHeading.current?.focus(), 0);
              }}
            />
          </section>
        )}
      </div>
    </DashboardPage>
  );
}
