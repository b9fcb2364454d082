import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';

import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import EntryForm from '@/components/admin/reference/EntryForm';
import { STARTUP_FIELDS } from '@/components/admin/startups/startupFields';
import { useCan } from '@/components/admin/StaffRoles';
import Section from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { adminStartupPublishedApi, adminStartupUnpublishedApi, adminStartupUpdatedApi } from '@/lib/contracts/startups';
import { formatDate, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/admin/startups/[slug]';
import { PUBLICATION_STATUS_LABELS } from '@/lib/status/inbox';
import { minorToAmount } from '@/lib/validations/contentDesk';
import { startupSchema } from '@/lib/validations/startups';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const amountOf = (paise: number | null) => (paise === null ? '' : minorToAmount(paise));

export default function AdminStartupPage({ startup }: Props) {
  const router = useRouter();
  const mayWrite = useCan('content:write');
  const params = { slug: startup.slug };
  const done = async (answer: { message: string }) => {
    await router.push({ pathname: `/admin/startups/${startup.slug}`, query: { notice: answer.message } });
  };
  const published = startup.publication === 'published';
  return (
    <AdminPage
      title={startup.name}
      description={
        published && startup.publishedAt
          ? `On the site at /Startups/${startup.slug} since ${formatDate(startup.publishedAt)}.`
          : `A draft: on no public page. Its address will be /Startups/${startup.slug}.`
      }
      back={{ href: '/admin/startups', label: 'All startups' }}
      aside={<StatusBadge status={startup.publication} label={PUBLICATION_STATUS_LABELS[startup.publication]} />}
    >
      <Notice message={typeof router.query.notice === 'string' ? router.query.notice : ''} />
      <Section title="On the site">
        <p className="mb-3 text-sm text-slate-700">
          Price per share {formatPaise(startup.pricePaise)} · {startup.status}. The price, stock and listing status change on{' '}
          <Link href={`/admin/companies/${startup.slug}`} className="underline">
            its Companies page
          </Link>
          .
        </p>
        {mayWrite &&
          (published ? (
            <ConfirmButton
              label="Unpublish"
              title={`Take ${startup.name} off the site?`}
              body="Its page answers “not found” at once and it leaves /Startups, search, the sitemap, the home page and the screener. You can publish it again later."
              confirmLabel="Unpublish"
              busyLabel="Unpublishing…"
              onConfirm={async () => done(await call(adminStartupUnpublishedApi, undefined, { params }))}
            />
          ) : (
            <ConfirmButton
              label="Publish"
              tone="primary"
              title={`Publish ${startup.name}?`}
              body={`It goes on /Startups and at /Startups/${startup.slug} at once, and into search, the sitemap and the screener.`}
              confirmLabel="Publish"
              busyLabel="Publishing…"
              onConfirm={async () => done(await call(adminStartupPublishedApi, undefined, { params }))}
            />
          ))}
      </Section>
      <Section title="About the startup" className="mt-8">
        <EntryForm
          label="Startup"
          schema={startupSchema}
          fields={STARTUP_FIELDS}
          initial={{
            ...startup,
            amountRaised: amountOf(startup.amountRaisedPaise),
            minInvestment: amountOf(startup.minInvestmentPaise),
          }}
          submitLabel="Save the startup"
          onSave={async (values) => done(await call(adminStartupUpdatedApi, values, { params }))}
        />
      </Section>
    </AdminPage>
  );
}
