import LightLink from '@/components/ui/LightLink';
import { companyRecordsHref, COMPANY_VIEWS, type CompanyRecordsState } from '@/lib/companyRecords';

const LABELS = { grid: 'Grid', table: 'Table' } as const;

/** Grid or table: links, so the view is part of the shareable URL. */
export default function ViewToggle({ state }: { state: CompanyRecordsState }) {
  return (
    <nav aria-label="View" className="inline-flex rounded-xl bg-slate-100 p-1">
      {COMPANY_VIEWS.map((view) => (
        <LightLink
          key={view}
          href={companyRecordsHref(state, { view })}
          scroll={false}
          aria-current={view === state.view ? 'page' : undefined}
          className={`inline-flex min-h-10 items-center rounded-lg px-4 text-sm font-semibold ${
            view === state.view ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-white'
          }`}
        >
          {LABELS[view]}
        </LightLink>
      ))}
    </nav>
  );
}
