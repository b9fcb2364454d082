import LightLink from '@/components/ui/LightLink';
import { formatDate } from '@/lib/format';
import { ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';

import type { ArticleCardData } from './types';

interface Props {
  article: ArticleCardData;
  headingLevel?: 'h2' | 'h3';
}

export default function ArticleCard({ article, headingLevel: Heading = 'h2' }: Props) {
  return (
    <article className="relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:shadow-md focus-within:shadow-md">
      <p className="text-xs font-semibold uppercase tracking-wide text-brand-700" data-testid="article-category">
        {ARTICLE_CATEGORY_LABELS[article.category]}
      </p>
      <Heading className="mt-2 text-lg font-semibold leading-snug text-slate-900">
        {/* The link covers the whole card (after:absolute) so the card is one large tap target. */}
        <LightLink href={`/articles/${article.slug}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-800">
          {article.title}
        </LightLink>
      </Heading>
      <p className="mt-2 line-clamp-3 text-sm text-slate-700">{article.summary}</p>
      <p className="mt-auto pt-4 text-xs text-slate-600">
        {article.author} · <time dateTime={article.publishedAt}>{formatDate(article.publishedAt)}</time>
      </p>
    </article>
  );
}
