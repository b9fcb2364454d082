import type { InferGetStaticPropsType } from 'next';

import { ListTable, type Column } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import LightLink from '@/components/ui/LightLink';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { formatMonth, formatNumber } from '@/lib/format';
import { breadcrumbLd } from '@/lib/seo';
import { getStaticProps } from '@/lib/server/loaders/grievance-redressal';
import { GRIEVANCE_DUE_DAYS } from '@/lib/validations/grievances';

export { getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;
type GrievanceMonth = Props['months'][number];

const TITLE = 'Grievance redressal';
const PATH = '/grievance-redressal';

const monthColumns: Column<GrievanceMonth>[] = [
  { label: 'Month', rowHeader: true, cell: (row) => formatMonth(row.month) },
  { label: 'Received', numeric: true, cell: (row) => formatNumber(row.received) },
  { label: 'Resolved', numeric: true, cell: (row) => formatNumber(row.resolved) },
  { label: 'Pending at month end', numeric: true, cell: (row) => formatNumber(row.pending) },
  { label: 'Average days to resolve', numeric: true, cell: (row) => (row.averageDays === null ? '–' : row.averageDays.toFixed(1)) },
];

function Officer({ level, office, name, email, phone }: { level: string; office: string; name: string; email: string; phone: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <p className="text-sm font-semibold text-brand-800">{level}</p>
      <h3 className="mt-1 text-lg font-semibold text-slate-900">{office}</h3>
      <dl className="mt-3 space-y-1 text-slate-800">
        <div>
          <dt className="sr-only">Name</dt>
          <dd>{name}</dd>
        </div>
        <div>
          <dt className="inline font-medium">Email: </dt>
          {/* Whole on the next line when it does not fit after "Email:", else broken only before its "@". */}
          <dd className="inline break-words">
            <a className="text-brand-800 underline" href={`mailto:${email}`}>
              {email.includes('@') ? (
                <>
                  {email.slice(0, email.indexOf('@'))}
                  <wbr />
                  {email.slice(email.indexOf('@'))}
                </>
              ) : (
                email
              )}
            </a>
          </dd>
        </div>
        <div>
          <dt className="inline font-medium">Phone: </dt>
          <dd className="inline">
            <a className="text-brand-800 underline" href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>
              {phone}
            </a>
          </dd>
        </div>
      </dl>
    </div>
  );
}

export default function GrievanceRedressalPage({ officers, months }: Props) {
  return (
    <>
      <Seo
        title={TITLE}
        description="How to raise a grievance about unlisted shares bought or sold with us: our grievance officer and principal officer, the escalation matrix, timelines and the complaints we received and resolved each month."
        jsonLd={breadcrumbLd([[TITLE, PATH]])}
      />
      <PageContainer as="article" measure="prose">
        <PageHeading>{TITLE}</PageHeading>
        <p className="mt-4 text-slate-700">
          Unlisted shares are bought and sold outside any stock exchange. SEBI’s SCORES portal does not take complaints about unlisted
          companies or private share deals, so this process is how you hold us to account. Every grievance gets a reference number at once
          and an answer within {GRIEVANCE_DUE_DAYS} days.
        </p>

        <Section title="How to raise a grievance" className="mt-10">
          <ol className="mt-3 list-decimal space-y-2 pl-5 text-slate-800">
            <li>
              Sign in and open a ticket under Support with the category “Grievance” (investors:{' '}
              <LightLink href="/dashboard/UserSupport">Support</LightLink>; partners: <LightLink href="/Cp/support">Support</LightLink>), or
              write to the grievance officer below.
            </li>
            <li>You get a reference such as GRV-2026-000123 and its due date at once, by notification and email.</li>
            <li>Your ticket page shows the grievance’s level, its due date and everything that happened to it.</li>
          </ol>
        </Section>

        <Section title="Escalation matrix and timelines" className="mt-10">
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Officer
              level={`Level 1 · within ${GRIEVANCE_DUE_DAYS} days`}
              office="Grievance officer"
              name={officers.grievanceOfficerName}
              email={officers.grievanceOfficerEmail}
              phone={officers.grievanceOfficerPhone}
            />
            <Officer
              level="Level 2 · when level 1 is overdue"
              office="Principal officer"
              name={officers.principalOfficerName}
              email={officers.principalOfficerEmail}
              phone={officers.principalOfficerPhone}
            />
          </div>
          <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-800">
            <li>
              <strong>Level 1:</strong> the grievance officer resolves your grievance within {GRIEVANCE_DUE_DAYS} days of receiving it.
            </li>
            <li>
              <strong>Level 2:</strong> a grievance not resolved in {GRIEVANCE_DUE_DAYS} days goes to the principal officer automatically,
              and we tell you that it has.
            </li>
            <li>
              <strong>After that:</strong> if you are not satisfied, you may go to a consumer commission under the Consumer Protection Act,
              2019, or to the courts. SEBI’s SCORES and the stock exchanges do not take complaints about unlisted shares.
            </li>
          </ul>
        </Section>

        <Section title="Complaints in the last 12 months" className="mt-10">
          <p className="mt-2 text-sm text-slate-600">
            Counted from our records by India’s calendar months: grievances received and resolved in each month, those still pending at its
            end, and the average days from receipt to resolution of those resolved in it.
          </p>
          <ListTable
            className="mt-4"
            look="panel"
            caption="Grievances received, resolved and pending per month"
            label="Monthly grievance statistics"
            scrollable
            columns={monthColumns}
            rows={months}
            rowKey="month"
            empty="No grievances yet."
          />
        </Section>
      </PageContainer>
    </>
  );
}
