import type { InferGetServerSidePropsType } from 'next';

import { handlingFacts, SenderText } from '@/components/admin/inbox/handling';
import MarkForm from '@/components/admin/inbox/MarkForm';
import DetailPage from '@/components/kit/DetailPage';
import { DateTime } from '@/components/kit/cells';
import StatusBadge from '@/components/kit/StatusBadge';
import { call } from '@/lib/contracts/client';
import { adminApplicationMarkApi } from '@/lib/contracts/inbox';
import { getServerSideProps } from '@/lib/server/loaders/admin/careers/[id]';
import { INBOX_STATUS_LABELS } from '@/lib/status/inbox';

export { getServerSideProps };

export default function ApplicationPage({ application }: InferGetServerSidePropsType<typeof getServerSideProps>) {
  return (
    <DetailPage
      title={`${application.fullName}, for ${application.opening}`}
      description={<StatusBadge status={application.status} label={INBOX_STATUS_LABELS[application.status]} />}
      back={{ href: '/admin/careers', label: 'Job applications' }}
      facts={[
        {
          title: 'Applicant',
          items: [
            { label: 'Name', value: application.fullName },
            { label: 'Email', value: <a href={`mailto:${application.email}`}>{application.email}</a> },
            { label: 'Mobile', value: application.phone },
            { label: 'Position', value: application.opening },
            { label: 'Received', value: <DateTime at={application.createdAt} /> },
            {
              label: 'Résumé',
              value: (
                <a href={`/api/v1/admin/careers/${application.id}/resume`} download className="font-semibold text-brand-800 underline">
                  Download {application.resumeFileName} (PDF)
                </a>
              ),
            },
          ],
        },
        handlingFacts(application),
      ]}
    >
      {(done) => (
        <>
          <SenderText id="cover-heading" title="Cover note" text={application.coverNote ?? 'No cover note.'} />
          <MarkForm
            permission="content:write"
            status={application.status}
            note={application.staffNote}
            save={(values) => call(adminApplicationMarkApi, values, { params: { id: application.id } })}
            done={done}
          />
        </>
      )}
    </DetailPage>
  );
}
