import Link from 'next/link';

interface Props {
  /** [name, href] from the top down; the last one is the current page. */
  trail: Array<[name: string, href: string]>;
}

export default function Breadcrumbs({ trail }: Props) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-700">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map(([name, href], index) => {
          const last = index === trail.length - 1;
          return (
            <li key={href} className="flex min-w-0 items-center gap-1">
              {last ? (
                <span aria-current="page" className="truncate text-slate-600">
                  {name}
                </span>
              ) : (
                <>
                  <Link href={href} className="text-brand-800 underline-offset-2 hover:underline">
                    {name}
                  </Link>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
