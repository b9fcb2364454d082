import { useId, type ReactNode } from 'react';

import { ListTable, type ListTableProps } from '@/components/kit/ListPage';

const LOOKS = {
  bare: '',
  card: 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm',
};

interface Props {
  /** The h2; it names the section as a region. */
  title: ReactNode;
  look?: keyof typeof LOOKS;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}

/** A titled part of a page (a region named by its h2): bare, or as a white card. */
export default function Section({ title, look = 'bare', className = '', headingClassName = '', children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${LOOKS[look]} ${className}`}>
      <h2 id={id} className={`text-lg font-semibold text-slate-900 ${headingClassName}`}>
        {title}
      </h2>
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
      <ListTable look="plain" caption={caption ?? title} rowKey={(row) => row.id} {...table} />
    </Section>
  );
}
