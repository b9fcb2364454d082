import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  /** A fragment other pages can link to (e.g. /dashboard/profile#contact). */
  anchor?: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile page, a labelled region for screen-reader navigation. */
export default function ProfileSection({ title, anchor, description, children }: Props) {
  const id = useId();
  return (
    <section id={anchor} aria-labelledby={id} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
