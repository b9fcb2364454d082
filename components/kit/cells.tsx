// Cells and filters that several lists share, so a page's column list stays one line a column.
import Link from 'next/link';
import type { ReactNode } from 'react';

import { formatAge, formatPaise, statusLabel } from '@/lib/format';
import type { ListFilter } from '@/components/kit/ListFilters';
import { formatDateTime } from '@/lib/format';

/** The link that opens a record from its row. */
export function RecordLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className="font-semibold text-brand-800 underline-offset-2 hover:underline">
      {children}
    </Link>
  );
}

/** A record's link with a small second line under it (its slug, its number). */
export function RecordName({ href, name, detail, mono = true }: { href: string; name: ReactNode; detail: ReactNode; mono?: boolean }) {
  return (
    <>
      <RecordLink href={href}>{name}</RecordLink>
      <span className={`block text-xs text-slate-600 ${mono ? 'font-mono' : ''}`}>{detail}</span>
    </>
  );
}

/** An amount with small lines under it (where it comes from, as of when). */
export function AmountCell({ paise, children }: { paise: number; children?: ReactNode }) {
  return (
    <>
      {formatPaise(paise)}
      {children && <span className="block text-xs text-slate-600">{children}</span>}
    </>
  );
}

/** A person's name with their email under it. */
export function PersonCell({ person }: { person: { fullName: string; email: string } }) {
  return (
    <>
      {person.fullName}
      <span className="block text-slate-600">{person.email}</span>
    </>
  );
}

/** "3 h 5 min ago" with the instant in `dateTime`. */
export function Age({ at, now, suffix = ' ago' }: { at: string; now: string; suffix?: string }) {
  return (
    <time dateTime={at}>
      {formatAge(at, now)}
      {suffix}
    </time>
  );
}

/** "26 Nov 2026, 4:05 pm" with the instant in `dateTime`. */
export function DateTime({ at }: { at: string }) {
  return <time dateTime={at}>{formatDateTime(at)}</time>;
}

/** A console list's select of one choice among labelled values ("Kind": "Any kind", Price change, …). */
/** The free-text search of a list ("Name, email or PAN."), under `q`. */
export function searchFilter(value: string, hint: string): ListFilter {
  return { kind: 'search', label: 'Search', value, hint };
}

export function choiceFilter(
  label: string,
  name: string,
  value: string | null,
  labels: Readonly<Record<string, string>>,
  placeholder: string,
): ListFilter {
  return {
    kind: 'select',
    label,
    name,
    value: value ?? '',
    options: Object.entries(labels).map(([option, text]) => ({ value: option, label: text })),
    placeholder,
  };
}

/** The status select of a console list. */
export function statusFilter(status: string | null | undefined, statuses: readonly string[]): ListFilter {
  return {
    kind: 'select',
    label: 'Status',
    name: 'status',
    value: status ?? '',
    options: statuses.map((value) => ({ value, label: statusLabel(value) })),
    placeholder: 'Any status',
  };
}

/** Whether an investor or partner may sign in: the access select of the people lists. */
export function accessFilter(access: string): ListFilter {
  return {
    kind: 'select',
    label: 'Access',
    name: 'access',
    value: access,
    options: [
      { value: 'active', label: 'Can sign in' },
      { value: 'disabled', label: 'Disabled' },
    ],
    placeholder: 'Any access',
  };
}
