import LightLink from '@/components/ui/LightLink';
import type { ArticleCategory } from '@/lib/server/db/schema';
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';

import { listHref } from './listHref';

interface Props {
  basePath: string;
  current?: ArticleCategory;
  q: string;
}

const chip = 'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium';

/** Category filter as links: works without JavaScript and keeps the search text. */
export default function CategoryTabs({ basePath, current, q }: Props) {
  const options: [ArticleCategory | undefined, string][] = [
    [undefined, 'All'],
    ...ARTICLE_CATEGORIES.map((category): [ArticleCategory, string] => [category, ARTICLE_CATEGORY_LABELS[category]]),
  ];
  return (
    <nav aria-label="Article categories">
      <ul className="flex flex-wrap gap-2">
        {options.map(([category, label]) => {
          const active = category === current;
          return (
            <li key={label}>
              <LightLink
                href={listHref(basePath, { category, q })}
                aria-current={active ? 'page' : undefined}
                className={`${chip} ${active ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:border-brand-600 hover:text-brand-800'}`}
              >
                {label}
              </LightLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
