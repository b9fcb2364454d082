import Head from 'next/head';

import ArticleBody from '@/components/articles/ArticleBody';
import TextLink from '@/components/ui/TextLink';
import { brand } from '@/lib/brand';
import { formatDate } from '@/lib/format';

import type { KnowledgeCardData } from './KnowledgeList';

interface Props {
  /** The knowledge base's list path; this article is at base/slug. */
  base: string;
  article: KnowledgeCardData & { html: string; related: KnowledgeCardData[] };
}

/** One help article inside a dashboard: the way back, the title, the body (sanitised on the server) and more of its category. */
export default function KnowledgeArticleView({ base, article }: Props) {
  return (
    <>
      <Head>
        <title>{`${article.title} | Knowledge Base | ${brand.name}`}</title>
      </Head>
      <div className="mx-auto max-w-3xl">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap gap-1 text-slate-600">
            <li>
              <TextLink href={base}>Knowledge Base</TextLink>
              <span aria-hidden="true"> / </span>
            </li>
            <li>
              <TextLink href={`${base}?category=${encodeURIComponent(article.category)}`}>{article.category}</TextLink>
            </li>
          </ol>
        </nav>
        <article className="mt-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">{article.title}</h1>
          <p className="mt-3 text-lg text-slate-700">{article.summary}</p>
          <p className="mt-2 text-sm text-slate-600">
            Updated <time dateTime={article.updatedAt}>{formatDate(article.updatedAt)}</time>
          </p>
          <div className="mt-6 border-t border-slate-200 pt-2">
            <ArticleBody html={article.html} />
          </div>
        </article>
        {article.related.length > 0 && (
          <section aria-labelledby="related-guides" className="mt-8">
            <h2 id="related-guides" className="text-lg font-semibold text-slate-900">
              More in {article.category}
            </h2>
            <ul className="mt-3 space-y-2">
              {article.related.map((related) => (
                <li key={related.slug}>
                  <TextLink href={`${base}/${related.slug}`}>{related.title}</TextLink>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="mt-8 text-sm text-slate-600">
          Still have a question? <TextLink href={base.startsWith('/Cp') ? '/Cp/support' : '/dashboard/UserSupport'}>Ask our team</TextLink>.
        </p>
      </div>
    </>
  );
}
