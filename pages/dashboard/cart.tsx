import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { Fragment, useCallback, useState } from 'react';

import CartLineEditor from '@/components/cart/CartLineEditor';
import RemovedLineUndo, { type RemovedLine } from '@/components/cart/RemovedLineUndo';
import { announceCartChanged } from '@/components/public/useCartCount';
import CompanyLogo from '@/components/companies/CompanyLogo';
import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import DataTable, { type DataColumn } from '@/components/ui/DataTable';
import { formatNumber, formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/cart';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const COLUMNS: DataColumn[] = [
  { label: 'Company', className: 'px-3 py-3 font-medium sm:px-4' },
  { label: 'Quantity', className: 'hidden px-4 py-3 text-right font-medium sm:table-cell' },
  { label: 'Price per share', className: 'hidden px-4 py-3 text-right font-medium sm:table-cell' },
  { label: 'Amount', className: 'px-3 py-3 text-right font-medium sm:px-4' },
];

export default function CartPage({ items, total }: Props) {
  const subtotal = items.reduce((sum, item) => sum + item.totalPaise, 0);
  const router = useRouter();
  const [removed, setRemoved] = useState<RemovedLine | null>(null);
  const undone = useCallback(
    async (restored: boolean) => {
      setRemoved(null);
      if (!restored) return;
      announceCartChanged();
      await router.replace(router.asPath, undefined, { scroll: false });
    },
    [router],
  );
  return (
    <DashboardPage
      title="Cart"
      description="Shares you have chosen to buy. At checkout you see stamp duty and fees in full before you confirm."
    >
      {removed && (
        <div className="mb-4">
          <RemovedLineUndo line={removed} onDone={undone} />
        </div>
      )}
      {items.length === 0 ? (
        <EmptyState icon="cart" title="Your cart is empty" action={{ href: '/indian-stocks', label: 'Explore unlisted shares' }}>
          Add shares from a company&apos;s page and they will wait for you here.
        </EmptyState>
      ) : (
        <section aria-label="Cart items" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <DataTable
            caption={`${total} ${total === 1 ? 'item' : 'items'} in your cart`}
            columns={COLUMNS}
            className="w-full text-left text-sm"
            headClassName="bg-slate-50 text-slate-600"
            bodyClassName="[&>tr:nth-child(odd):not(:first-child)]:border-t [&>tr]:border-slate-100"
            footClassName="bg-slate-50"
            foot={
              <tr>
                <th scope="row" className="px-3 py-3 text-left font-semibold sm:hidden">
                  Subtotal
                </th>
                <th scope="row" colSpan={3} className="hidden px-4 py-3 text-left font-semibold sm:table-cell">
                  Subtotal
                </th>
                <td className="px-3 py-3 text-right font-bold tabular-nums sm:px-4">{formatPaise(subtotal)}</td>
              </tr>
            }
          >
            {items.map((item) => (
              <Fragment key={item.id}>
                <tr>
                  <td className="px-3 pt-3 pb-1 sm:px-4">
                    <Link
                      href={`/indian-stocks/${item.slug}`}
                      className="flex items-center gap-3 font-medium text-slate-900 hover:underline"
                    >
                      <CompanyLogo name={item.companyName} logo={item.logo} size={32} />
                      {item.companyName}
                    </Link>
                  </td>
                  <td className="hidden px-4 pt-3 pb-1 text-right tabular-nums sm:table-cell">{formatNumber(item.quantity)}</td>
                  <td className="hidden px-4 pt-3 pb-1 text-right tabular-nums sm:table-cell">{formatPaise(item.pricePaise)}</td>
                  <td className="px-3 pt-3 pb-1 text-right font-semibold tabular-nums sm:px-4">{formatPaise(item.totalPaise)}</td>
                </tr>
                {/* The line's controls sit in a full-width row of their own, so they fit a 360 px screen (where the quantity is in its field). */}
                <tr>
                  <td colSpan={4} className="px-3 pb-3 sm:px-4">
                    <CartLineEditor line={item} onRemoved={setRemoved} />
                  </td>
                </tr>
              </Fragment>
            ))}
          </DataTable>
          <div className="flex justify-end border-t border-slate-200 px-3 py-4 sm:px-4">
            <Link
              href="/dashboard/checkout"
              className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
            >
              Checkout
            </Link>
          </div>
        </section>
      )}
    </DashboardPage>
  );
}
