import type { ReactNode } from 'react';

interface Props {
  id: string;
  title: string;
  description: string;
  /** The statement's download URL (GET); the form's fields are its parameters. */
  action?: string;
  children: ReactNode;
}

export const buttonClass =
  'inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/** Download PDF / Download CSV: two submit buttons of one GET form, so they work without JavaScript. */
export function DownloadButtons({ label }: { label: string }) {
  return (
    <div className="mt-4 flex flex-wrap gap-3">
      <button
        type="submit"
        name="format"
        value="pdf"
        className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}
        aria-label={`Download PDF: ${label}`}
      >
        Download PDF
      </button>
      <button
        type="submit"
        name="format"
        value="csv"
        className={`${buttonClass} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
        aria-label={`Download CSV: ${label}`}
      >
        Download CSV
      </button>
    </div>
  );
}

/** One statement: heading, what it holds, and its form (or, for contract notes, its list). */
export default function ReportCard({ id, title, description, action, children }: Props) {
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{description}</p>
      {action ? (
        <form method="get" action={action} className="mt-4">
          {children}
        </form>
      ) : (
        <div className="mt-4">{children}</div>
      )}
    </section>
  );
}
