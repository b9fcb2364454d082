import Link from 'next/link';

import Icon from '@/components/dashboard/Icon';
import type { NavItem } from '@/lib/navigation';

interface Props {
  items: readonly NavItem[];
}

/** The overview's cards leading to each section of the dashboard. */
export default function QuickLinks({ items }: Props) {
  return (
    <section aria-labelledby="quick-links-heading" className="mt-8">
      <h2 id="quick-links-heading" className="text-lg font-semibold text-slate-900">
        Go to
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              className="group flex h-full items-start gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md"
            >
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700 group-hover:bg-brand-700 group-hover:text-white">
                <Icon name={item.icon} />
              </span>
              <span>
                <span className="block font-semibold text-slate-900">{item.label}</span>
                <span className="mt-1 block text-sm text-slate-600">{item.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
