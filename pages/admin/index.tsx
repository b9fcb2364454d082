import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import { formatAge } from '@/lib/format';
import { DESK_QUEUE_LABELS } from '@/lib/status/queues';

import { getServerSideProps } from '@/lib/server/loaders/admin/index';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type QueueName = keyof Props['queues'];

/**
 * Each queue's card: its list filtered to exactly the queue's rows, and what its age counts from. A queue with a
 * deadline (`overdue`) links its overdue count to the same list with `overdue=1`.
 */
const QUEUES: { name: QueueName; listHref: string; overdue?: true; what: string }[] = [
  { name: 'kycToReview', listHref: '/admin/kyc?status=submitted', what: 'submitted' },
  { name: 'paymentsToConfirm', listHref: '/admin/orders?queue=paymentsToConfirm', what: 'reported the payment' },
  { name: 'paymentsToCheck', listHref: '/admin/orders?queue=paymentsToCheck', what: 'reported the payment' },
  { name: 'transfersToMake', listHref: '/admin/orders?queue=transfersToMake', what: 'payment confirmed' },
  { name: 'transfersToConfirm', listHref: '/admin/orders?queue=transfersToConfirm', overdue: true, what: 'transfer started' },
  { name: 'salesToSettle', listHref: '/admin/sell?queue=salesToSettle', what: 'last step' },
  { name: 'approvalsWaiting', listHref: '/admin/approvals', what: 'proposed' },
  { name: 'ticketsWaiting', listHref: '/admin/tickets?status=open', overdue: true, what: 'last message' },
];

export default function DeskPage({ queues, items, now }: Props) {
  return (
    <AdminPage title="Desk" description="What waits for an operator, oldest first, with how long the investor has waited.">
      <div className="grid gap-6 lg:grid-cols-2">
        {QUEUES.map((queue) => {
          const counted = queues[queue.name];
          if (!counted) return null;
          const { count, oldestSince, overdue } = counted;
          const title = DESK_QUEUE_LABELS[queue.name];
          const headingId = `queue-${queue.name}`;
          return (
            <section key={queue.name} aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
              <div className="flex items-baseline justify-between gap-3">
                <h2 id={headingId} className="text-lg font-semibold text-slate-900">
                  {title}
                </h2>
                <p className="text-2xl font-bold text-brand-900" data-testid={`${queue.name}-count`}>
                  {count}
                  <span className="sr-only"> waiting</span>
                </p>
              </div>
              <p className="text-sm text-slate-600">{oldestSince ? `Oldest waiting ${formatAge(oldestSince, now)}` : 'Nothing waiting.'}</p>
              {overdue !== null && queue.overdue && (
                <p className="text-sm" data-testid={`${queue.name}-overdue`}>
                  <Link
                    href={`${queue.listHref}&overdue=1`}
                    className={`inline-flex min-h-11 items-center underline ${overdue > 0 ? 'font-semibold text-red-800' : 'text-slate-700'}`}
                  >
                    {overdue} overdue
                  </Link>
                </p>
              )}
              {(items[queue.name]?.length ?? 0) > 0 && (
                <ul className="mt-3 divide-y divide-slate-100">
                  {items[queue.name]?.map((item) => (
                    <li key={item.href} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm">
                      <span>
                        <Link href={item.href} className="font-mono font-semibold text-brand-800 underline-offset-2 hover:underline">
                          {item.reference}
                        </Link>{' '}
                        <span className="text-slate-800">{item.investor}</span>
                        {item.overdue && <span className="ml-2 text-xs font-semibold text-red-800">Overdue</span>}
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
                  See all {title.toLowerCase()}
                </Link>
              )}
            </section>
          );
        })}
      </div>
    </AdminPage>
  );
}
