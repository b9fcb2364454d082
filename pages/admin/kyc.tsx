import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import { formatAge, statusLabel } from '@/lib/format';
import Details from '@/components/admin/Details';
import { accountFacts } from '@/components/admin/investorFacts';
import KycDecision from '@/components/admin/KycDecision';
import KycDocumentList from '@/components/kyc/KycDocumentList';
import { KYC_CHECKLIST_LABELS } from '@/lib/validations/kycDocuments';
import FilterPills from '@/components/kit/FilterPills';
import { CsvLink } from '@/components/kit/ListPage';
import { listHref } from '@/components/kit/ListFilters';
import Notice from '@/components/admin/Notice';
import PendingApprovalNotice from '@/components/admin/PendingApprovalNotice';
import Pagination from '@/components/Pagination';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { formatDateTime } from '@/lib/format';
import { totalPages } from '@/lib/pagination';
import { getServerSideProps } from '@/lib/server/loaders/admin/kyc';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AdminKycPage({ list, waiting, status, statuses, now }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  return (
    <AdminPage
      title="KYC review"
      description="Submitted KYC, oldest first: check the details against the documents, tick the checklist, then verify, or reject naming what to fix."
    >
      <FilterPills
        label="KYC status"
        className="mb-6"
        pills={statuses.map((value) => ({ value, label: value === 'submitted' ? 'To review' : statusLabel(value) }))}
        current={status}
        hrefFor={(value) => listHref('/admin/kyc', { status: value === 'submitted' ? null : value })}
      />
      <p className="mb-3 flex justify-end">
        <CsvLink href={listHref('/api/v1/admin/kyc', { status, format: 'csv' })} label="Download CSV" />
      </p>
      <Notice message={notice} />
      {list.result.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center text-slate-700">
          {status === 'submitted' ? 'No KYC waits for review.' : `No ${status} KYC.`}
        </p>
      ) : (
        <ul className="space-y-6">
          {list.result.map((kyc) => (
            <li key={kyc.userUniqueCode} id={`kyc-${kyc.userUniqueCode}`} className="rounded-2xl border border-slate-200 bg-white p-5">
              {kyc.panVerifiedOn && (
                <p className="mb-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900" data-testid="pan-conflict">
                  <strong>PAN already verified on another account</strong> (investor {kyc.panVerifiedOn}). One PAN can have one investor
                  account: this KYC cannot be verified.
                </p>
              )}
              <PendingApprovalNotice approvals={waiting[kyc.userUniqueCode] ?? []} now={now} className="mb-4" />
              <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
                <Details
                  id={`kyc-heading-${kyc.userUniqueCode}`}
                  title={`${kyc.fullName} (${kyc.userUniqueCode})`}
                  items={[
                    { label: 'Email', value: kyc.email },
                    { label: 'Phone', value: kyc.phone },
                    {
                      label: 'Submitted',
                      value: (
                        <>
                          {formatDateTime(kyc.submittedAt)} ({formatAge(kyc.submittedAt, now)} ago)
                        </>
                      ),
                    },
                    {
                      label: 'PAN',
                      value: (
                        <>
                          <span className="font-mono">{kyc.pan}</span>
                          {kyc.panVerifiedOn && (
                            <span className="block text-red-800">Verified on another account ({kyc.panVerifiedOn})</span>
                          )}
                        </>
                      ),
                    },
                    ...accountFacts(kyc),
                    ...(kyc.status === 'submitted'
                      ? [
                          {
                            label: 'Automatic check',
                            value: kyc.automaticCheck.passed ? (
                              'Passed: rejecting it needs a second reviewer’s approval.'
                            ) : (
                              <span className="text-red-800" data-testid="kyc-check-failed">
                                {kyc.automaticCheck.failures.join(' ')} Verifying it needs a second reviewer’s approval.
                              </span>
                            ),
                          },
                        ]
                      : []),
                    ...(kyc.reviewedAt ? [{ label: 'Reviewed', value: formatDateTime(kyc.reviewedAt) }] : []),
                    ...(kyc.rejectionReason ? [{ label: 'Reason given', value: kyc.rejectionReason }] : []),
                    ...(kyc.status === 'rejected' && kyc.rejectionFix.length > 0
                      ? [{ label: 'What to fix', value: kyc.rejectionFix.map((item) => KYC_CHECKLIST_LABELS[item]).join('; ') }]
                      : []),
                  ]}
                />
                <section
                  aria-labelledby={`kyc-documents-${kyc.userUniqueCode}`}
                  className="rounded-2xl border border-slate-200 bg-white p-5"
                >
                  <h3 id={`kyc-documents-${kyc.userUniqueCode}`} className="text-lg font-semibold text-slate-900">
                    Documents
                  </h3>
                  <KycDocumentList documents={kyc.documents} hrefFor={(id) => `/api/v1/admin/kyc/documents/${id}`} />
                </section>
              </div>
              {kyc.status === 'submitted' && (
                <Allowed permission="kyc:write">
                  <KycDecision
                    userUniqueCode={kyc.userUniqueCode}
                    investor={kyc.fullName}
                    onDone={(message) => {
                      setNotice(message);
                      void refresh();
                    }}
                  />
                </Allowed>
              )}
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        totalPages={totalPages(list.total, list.limit)}
        hrefFor={(page) => listHref('/admin/kyc', { status: status === 'submitted' ? null : status, page })}
      />
    </AdminPage>
  );
}
