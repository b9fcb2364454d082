import { useId, type ReactNode } from 'react';

import { ListTable, type ListTableProps } from '@/components/kit/ListPage';

const LOOKS = {
  bare: '',
  card: 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
  /** Something waits for the reader. */
  attention: 'rounded-2xl border border-amber-300 bg-amber-50 p-6',
  /** An offer to the reader (a partner's proposals). */
  brand: 'rounded-2xl border border-brand-200 bg-brand-50 p-6',
};

interface Props {
  /** The h2; it names the section as a region. */
  title: ReactNode;
  look?: keyof typeof LOOKS;
  className?: string;
  headingClassName?: string;
  /** A link beside the heading ("See holdings"). */
  aside?: ReactNode;
  children: ReactNode;
}

/** A titled part of a page (a region named by its h2): bare, or as a white card. */
export default function Section({ title, look = 'bare', className = '', headingClassName = '', aside, children }: Props) {
  const id = useId();
  const heading = (
    <h2 id={id} className={`text-lg font-semibold text-slate-900 ${headingClassName}`}>
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={`${LOOKS[look]} ${className}`}>
      {aside ? (
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

type ListSectionProps<Row> = Omit<ListTableProps<Row>, 'caption' | 'rowKey' | 'look'> & {
  title: string;
  /** By default the title. */
  caption?: string;
  className?: string;
};

/** A titled table inside a page (a ledger, the payouts made): one row per record, keyed by its id. */
export function ListSection<Row extends { id: number | string }>({ title, caption, className = 'mt-6', ...table }: ListSectionProps<Row>) {
  return (
    <Section title={title} className={className}>
      <ListTable look="plain" caption={caption ?? title} {...table} />
    </Section>
  );
}
