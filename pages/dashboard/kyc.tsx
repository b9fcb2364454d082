import type { InferGetServerSidePropsType } from 'next';
import { useRef, useState } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import KycForm from '@/components/kyc/KycForm';
import KycStatusPanel from '@/components/kyc/KycStatusPanel';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/kyc';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function KycPage({ kyc: initial }: Props) {
  const [kyc, setKyc] = useState(initial);
  const [notice, setNotice] = useState('');
  const statusHeading = useRef<HTMLHeadingElement>(null);
  const canSubmit = kyc.status === 'not_started' || kyc.status === 'rejected';

  return (
    <DashboardPage
      title="KYC"
      heading="Your KYC"
      description="Know Your Customer: your PAN, demat account and bank account, verified once before your first purchase."
    >
      <div>
        <div role="status">
          {notice && (
            <p className="mb-6 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm font-medium text-green-900">{notice}</p>
          )}
        </div>
        <KycStatusPanel kyc={kyc} headingRef={statusHeading} />
        {canSubmit && (
          <section aria-labelledby="kyc-form-heading" className="mt-8">
            <h2 id="kyc-form-heading" className="mb-4 text-lg font-semibold text-slate-900">
              {kyc.status === 'rejected' ? 'Correct and resubmit your details' : 'Submit your details'}
            </h2>
            <KycForm
              previous={kyc.status === 'rejected' ? kyc.details : null}
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
