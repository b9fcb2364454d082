import ArticleCard from './ArticleCard';
import type { ArticleCardData } from './types';

export default function RelatedArticles({ articles }: { articles: ArticleCardData[] }) {
  if (articles.length === 0) return null;
  return (
    <section aria-labelledby="related-articles" className="mt-14 border-t border-slate-200 pt-10">
      <h2 id="related-articles" className="text-2xl font-bold text-brand-900">
        Related articles
      </h2>
      <ul className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="related-articles">
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </section>
  );
}
