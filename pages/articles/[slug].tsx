import type { GetServerSideProps } from 'next';

import ArticleBody from '@/components/articles/ArticleBody';
import ArticleHeader from '@/components/articles/ArticleHeader';
import Breadcrumbs from '@/components/articles/Breadcrumbs';
import RelatedArticles from '@/components/articles/RelatedArticles';
import RelatedCompanies from '@/components/articles/RelatedCompanies';
import TagList from '@/components/articles/TagList';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import { breadcrumbLd, newsArticleLd } from '@/lib/seo';
import { getDb } from '@/lib/server/db/client';
import { memoized, PUBLIC_PAGE_TTL_MS } from '@/lib/server/memo';
import { setPublicCache } from '@/lib/server/http/cache';
import { articlePageProps, type ArticlePageProps } from '@/lib/server/services/content';
import { ARTICLE_CATEGORY_LABELS, articleCategoryPath } from '@/lib/validations/content';

const MAX_SLUG_LENGTH = 200;

export const getServerSideProps: GetServerSideProps<ArticlePageProps> = async ({ params, res }) => {
  const slug = typeof params?.slug === 'string' ? params.slug : '';
  if (!slug || slug.length > MAX_SLUG_LENGTH) return { notFound: true };
  const props = await memoized(`article:${slug}`, PUBLIC_PAGE_TTL_MS, async () => articlePageProps(await getDb(), slug));
  if (!props) return { notFound: true };
  setPublicCache(res, 60);
  return { props };
};

export default function ArticlePage({ article, related, relatedCompanies }: ArticlePageProps) {
  const path = `/articles/${article.slug}`;
  const categoryLabel = ARTICLE_CATEGORY_LABELS[article.category];
  const categoryPath = articleCategoryPath(article.category);
  const trail: Array<[string, string]> = [
    ['Articles', '/articles'],
    [categoryLabel, categoryPath],
    [article.title, path],
  ];
  return (
    <>
      <Seo
        title={article.title}
        description={article.summary}
        canonicalPath={path}
        image={article.coverImage}
        type="article"
        jsonLd={[newsArticleLd({ ...article, path, image: article.coverImage }), breadcrumbLd(trail)]}
      />
      <PageContainer as="div">
        <Breadcrumbs trail={[['Home', '/'], ...trail]} />
        <article className="max-w-3xl">
          <ArticleHeader {...article} />
          {article.coverImage && (
            <img src={article.coverImage} alt="" width={1200} height={630} className="mt-8 h-auto w-full rounded-2xl" />
          )}
          <div className="mt-8">
            <ArticleBody html={article.bodyHtml} />
          </div>
          <TagList tags={article.tags} />
          <RelatedCompanies companies={relatedCompanies} />
        </article>
        <RelatedArticles articles={related} />
      </PageContainer>
    </>
  );
}
