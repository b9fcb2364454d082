import Avatar from '@/components/dashboard/Avatar';
import { brand } from '@/lib/brand';

interface Props {
  fullName: string;
  profileImage: string | null;
  /** The account's code, shown as a badge under the name. */
  code: { label: string; value: string };
  rows: readonly { label: string; value: string | null }[];
}

/** A read-only profile card (editing comes in a later release). */
export default function ProfileDetails({ fullName, profileImage, code, rows }: Props) {
  return (
    <section className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex flex-col items-start gap-4 border-b border-slate-200 bg-brand-50 p-6 sm:flex-row sm:items-center">
        <Avatar src={profileImage} size={72} className="h-18 w-18" />
        <div className="min-w-0">
          <h2 className="truncate text-xl font-semibold text-slate-900">{fullName}</h2>
          <p className="mt-1 text-sm text-slate-700">
            {code.label}: <span className="font-mono font-semibold text-brand-800">{code.value}</span>
          </p>
        </div>
      </div>
      <dl className="divide-y divide-slate-100">
        {rows.map((row) => (
          <div key={row.label} className="grid gap-1 px-6 py-4 sm:grid-cols-3 sm:gap-4">
            <dt className="text-sm font-medium text-slate-600">{row.label}</dt>
            <dd className="break-words text-slate-900 sm:col-span-2">{row.value || 'Not provided'}</dd>
          </div>
        ))}
      </dl>
      <p className="border-t border-slate-200 bg-slate-50 px-6 py-4 text-sm text-slate-600">
        To change these details, write to{' '}
        <a href={`mailto:${brand.contact.email}`} className="font-medium text-brand-700 underline underline-offset-2">
          {brand.contact.email}
        </a>{' '}
        from your registered email address.
      </p>
    </section>
  );
}
