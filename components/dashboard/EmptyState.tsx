import Link from 'next/link';
import type { ReactNode } from 'react';

import Icon from '@/components/dashboard/Icon';
import type { IconName } from '@/lib/icons';

interface Action {
  href: string;
  label: string;
}

interface Props {
  icon: IconName;
  title: string;
  /** One sentence on what will appear here. */
  children: ReactNode;
  action: Action;
  secondaryAction?: Action;
}

/** What a section shows until its feature (or the caller's first record) exists. */
export default function EmptyState({ icon, title, children, action, secondaryAction }: Props) {
  return (
    <section className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center sm:py-16">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Icon name={icon} className="h-7 w-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{title}</h2>
      <p className="mx-auto mt-2 max-w-md text-slate-600">{children}</p>
      <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
        <Link
          href={action.href}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {action.label}
          <Icon name="arrowRight" className="h-4 w-4" />
        </Link>
        {secondaryAction && (
          <Link
            href={secondaryAction.href}
            className="inline-flex min-h-11 items-center rounded-lg px-5 text-sm font-semibold text-brand-700 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            {secondaryAction.label}
          </Link>
        )}
      </div>
    </section>
  );
}
