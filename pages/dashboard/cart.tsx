import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import CompanyLogo from '@/components/companies/CompanyLogo';
import DashboardPage from '@/components/dashboard/DashboardPage';
import EmptyState from '@/components/dashboard/EmptyState';
import { formatPaise } from '@/lib/format';
import { getServerSideProps } from '@/lib/server/loaders/dashboard/cart';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function CartPage({ items, total }: Props) {
  const subtotal = items.reduce((sum, item) => sum + item.totalPaise, 0);
  return (
    <DashboardPage title="Cart" description="Shares you have chosen to buy. Checkout, with stamp duty and fees shown in full, comes next.">
      {items.length === 0 ? (
        <EmptyState icon="portfolio" title="Your cart is empty" action={{ href: '/indian-stocks', label: 'Explore unlisted shares' }}>
          Add shares from a company&apos;s page and they will wait for you here.
        </EmptyState>
      ) : (
        <section aria-label="Cart items" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{`${total} ${total === 1 ? 'item' : 'items'} in your cart`}</caption>
            <thead className="bg-slate-50 text-slate-600">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Company</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Quantity</th>
                <th scope="col" className="hidden px-4 py-3 text-right font-medium sm:table-cell">Price per share</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">Amount</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {items.map((item) => (
                <tr key={item.id}>
                  <td className="px-4 py-3">
                    <Link href={`/indian-stocks/${item.slug}`} className="flex items-center gap-3 font-medium text-slate-900 hover:underline">
                      <CompanyLogo name={item.companyName} logo={item.logo} size={32} />
                      {item.companyName}
                    </Link>
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{item.quantity.toLocaleString('en-IN')}</td>
                  <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">{formatPaise(item.pricePaise)}</td>
                  <td className="px-4 py-3 text-right font-semibold tabular-nums">{formatPaise(item.totalPaise)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot className="bg-slate-50">
              <tr>
                <th scope="row" colSpan={2} className="px-4 py-3 text-left font-semibold sm:hidden">Subtotal</th>
                <th scope="row" colSpan={3} className="hidden px-4 py-3 text-left font-semibold sm:table-cell">Subtotal</th>
                <td className="px-4 py-3 text-right font-bold tabular-nums">{formatPaise(subtotal)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      )}
    </DashboardPage>
  );
}
