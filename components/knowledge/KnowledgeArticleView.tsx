import Head from 'next/head';
import Link from 'next/link';

import ArticleBody from '@/components/articles/ArticleBody';
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
              <Link href={base} className="font-medium text-brand-800 underline">
                Knowledge Base
              </Link>
              <span aria-hidden="true"> / </span>
            </li>
            <li>
              <Link href={`${base}?category=${encodeURIComponent(article.category)}`} className="font-medium text-brand-800 underline">
                {article.category}
              </Link>
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
                  <Link href={`${base}/${related.slug}`} className="font-medium text-brand-800 underline">
                    {related.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <p className="mt-8 text-sm text-slate-600">
          Still have a question?{' '}
          <Link href={base.startsWith('/Cp') ? '/Cp/support' : '/dashboard/UserSupport'} className="font-medium text-brand-800 underline">
            Ask our team
          </Link>
          .
        </p>
      </div>
    </>
  );
}
