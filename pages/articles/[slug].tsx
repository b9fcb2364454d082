import type { InferGetStaticPropsType } from 'next';
import Image from 'next/image';

import ArticleBody from '@/components/articles/ArticleBody';
import ArticleHeader from '@/components/articles/ArticleHeader';
import RelatedArticles from '@/components/articles/RelatedArticles';
import RelatedCompanies from '@/components/articles/RelatedCompanies';
import TagList from '@/components/articles/TagList';
import Breadcrumbs from '@/components/Breadcrumbs';
import Seo from '@/components/Seo';
import { servedAsIs } from '@/components/ui/imageSource';
import PageContainer from '@/components/ui/PageContainer';
import { breadcrumbLd, newsArticleLd } from '@/lib/seo';
import { getStaticPaths, getStaticProps } from '@/lib/server/loaders/articles/[slug]';
import { ARTICLE_CATEGORY_LABELS, articleCategoryPath } from '@/lib/articleCategories';

export { getStaticPaths, getStaticProps };
type Props = InferGetStaticPropsType<typeof getStaticProps>;

export default function ArticlePage({ article, related, relatedCompanies }: Props) {
  const path = `/articles/${article.slug}`;
  const categoryLabel = ARTICLE_CATEGORY_LABELS[article.category];
  const categoryPath = articleCategoryPath(article.category);
  const trail: [string, string][] = [
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
        <Breadcrumbs trail={trail} />
        <article className="max-w-3xl">
          <ArticleHeader {...article} />
          {article.coverImage && (
            // The page's largest element: fetched early and at high priority.
            <Image
              src={article.coverImage}
              alt=""
              width={1200}
              height={630}
              preload
              fetchPriority="high"
              sizes="(min-width: 768px) 768px, 100vw"
              unoptimized={servedAsIs(article.coverImage)}
              className="mt-8 h-auto w-full rounded-2xl"
            />
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
