import Link from 'next/link';

/** Visible breadcrumbs; the last item is the current page. Matches the BreadcrumbList JSON-LD. */
export default function Breadcrumbs({ trail }: { trail: Array<[name: string, path: string]> }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {[['Home', '/'] as [string, string], ...trail].map(([name, path], index, all) => (
          <li key={path} className="flex items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {index === all.length - 1 ? (
              <span aria-current="page" className="font-medium text-slate-800">
                {name}
              </span>
            ) : (
              <Link href={path} className="underline underline-offset-2 hover:text-brand-800">
                {name}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
