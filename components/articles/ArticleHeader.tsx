import LightLink from '@/components/ui/LightLink';
import { PAGE_HEADING_CLASS } from '@/components/ui/PageHeading';
import { formatDate } from '@/lib/format';
import type { ArticleCategory } from '@/lib/server/db/schema';
import { ARTICLE_CATEGORY_LABELS, articleCategoryPath } from '@/lib/articleCategories';

interface Props {
  title: string;
  summary: string;
  category: ArticleCategory;
  author: string;
  publishedAt: string;
  readingMinutes: number;
}

export default function ArticleHeader({ title, summary, category, author, publishedAt, readingMinutes }: Props) {
  return (
    <header className="mt-6">
      <LightLink
        href={articleCategoryPath(category)}
        className="text-sm font-semibold uppercase tracking-wide text-brand-700 hover:underline"
      >
        {ARTICLE_CATEGORY_LABELS[category]}
      </LightLink>
      <h1 className={`mt-2 ${PAGE_HEADING_CLASS}`}>{title}</h1>
      <p className="mt-4 text-xl text-slate-700">{summary}</p>
      <p className="mt-5 flex flex-wrap gap-x-2 text-sm text-slate-700" data-testid="article-meta">
        <span>
          By <span className="font-semibold text-slate-900">{author}</span>
        </span>
        <span aria-hidden="true">·</span>
        <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
        <span aria-hidden="true">·</span>
        <span>{readingMinutes} min read</span>
      </p>
    </header>
  );
}
