import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import { formatAge } from '@/lib/format';

import { getServerSideProps } from '@/lib/server/loaders/admin/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type QueueName = keyof Props['queues'];

const QUEUES: { name: QueueName; title: string; listHref: string; what: string }[] = [
  {
    name: 'paymentsToConfirm',
    title: 'Payments to confirm',
    listHref: '/admin/orders?status=awaiting_payment',
    what: 'reported the payment',
  },
  {
    name: 'paymentsToCheck',
    title: 'Payments to check',
    listHref: '/admin/orders?status=payment_to_check',
    what: 'reported the payment',
  },
  { name: 'transfersToMake', title: 'Transfers to make', listHref: '/admin/orders?status=payment_received', what: 'payment confirmed' },
  {
    name: 'transfersToConfirm',
    title: 'Transfers to confirm',
    listHref: '/admin/orders?status=transfer_initiated',
    what: 'transfer initiated',
  },
  { name: 'salesToSettle', title: 'Sales to settle', listHref: '/admin/sell', what: 'last step' },
  { name: 'kycToReview', title: 'KYC to review', listHref: '/admin/kyc', what: 'submitted' },
  { name: 'approvalsWaiting', title: 'Approvals waiting', listHref: '/admin/approvals', what: 'proposed' },
];

export default function DeskPage({ queues, items, now }: Props) {
  return (
    <AdminPage title="Desk" description="What waits for an operator, oldest first, with how long the investor has waited.">
      <div className="grid gap-6 lg:grid-cols-2">
        {QUEUES.map((queue) => {
          const counted = queues[queue.name];
          if (!counted) return null;
          const { count, oldestSince } = counted;
          const headingId = `queue-${queue.name}`;
          return (
            <section key={queue.name} aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
              <div className="flex items-baseline justify-between gap-3">
                <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                  {queue.title}
                </h2>
                <p className="text-2xl font-bold text-brand-900" data-testid={`${queue.name}-count`}>
                  {count}
                  <span className="sr-only"> waiting</span>
                </p>
              </div>
              <p className="text-sm text-slate-600">{oldestSince ? `Oldest waiting ${formatAge(oldestSince, now)}` : 'Nothing waiting.'}</p>
              {(items[queue.name]?.length ?? 0) > 0 && (
                <ul className="mt-3 divide-y divide-slate-100">
                  {items[queue.name]?.map((item) => (
                    <li key={item.href} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                      <span>
                        <Link href={item.href} className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline">
                          {item.reference}
                        </Link>{' '}
                        <span className="text-slate-800">{item.investor}</span>
                        <span className="block text-slate-600">{item.subject}</span>
                      </span>
                      <span className="text-slate-700">
                        {queue.what} <time dateTime={item.since}>{formatAge(item.since, now)}</time> ago
                      </span>
                    </li>
                  ))}
                </ul>
              )}
              {count > 0 && (
                <Link
                  href={queue.listHref}
                  className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline"
                >
                  See all {queue.title.toLowerCase()}
                </Link>
              )}
            </section>
          );
        })}
      </div>
    </AdminPage>
  );
}
