import LightLink from '@/components/ui/LightLink';

interface Props {
  /** [name, path] below the home page, the last one the current page: the same trail breadcrumbLd is given. */
  trail: [name: string, path: string][];
}

/** The visible breadcrumbs, from Home down; they match the page's BreadcrumbList JSON-LD. */
export default function Breadcrumbs({ trail }: Props) {
  const crumbs: [string, string][] = [['Home', '/'], ...trail];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-1">
        {crumbs.map(([name, path], index) => (
          <li key={path} className="flex min-w-0 items-center gap-1">
            {index > 0 && <span aria-hidden="true">›</span>}
            {index === crumbs.length - 1 ? (
              <span aria-current="page" className="truncate font-medium text-slate-800">
                {name}
              </span>
            ) : (
              <LightLink href={path} className="text-brand-800 underline underline-offset-2 hover:text-brand-900">
                {name}
              </LightLink>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
