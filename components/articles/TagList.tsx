import LightLink from '@/components/ui/LightLink';

import { listHref } from './listHref';

/** Tags, each a search of the article list for that tag. */
export default function TagList({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <div className="mt-10">
      <h2 className="sr-only">Tags</h2>
      <ul className="flex flex-wrap gap-2" aria-label="Tags" data-testid="article-tags">
        {tags.map((tag) => (
          <li key={tag}>
            <LightLink
              href={listHref('/articles', { q: tag })}
              className="inline-flex min-h-9 items-center rounded-full bg-brand-50 px-3 text-sm font-medium text-brand-800 hover:bg-brand-100"
            >
              #{tag}
            </LightLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
