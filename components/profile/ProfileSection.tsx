import { useId, type ReactNode } from 'react';

interface Props {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled card of the profile page, a labelled region for screen-reader navigation. */
export default function ProfileSection({ title, description, children }: Props) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-slate-600">{description}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
