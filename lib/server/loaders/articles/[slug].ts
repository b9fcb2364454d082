import type { GetStaticPropsContext } from 'next';

import { readingTimeMinutes } from '@/lib/readingTime';
import { serializeDates } from '@/lib/serialize';
import { getDb, type Db } from '@/lib/server/db/client';
import { renderOnFirstRequest, staticLoader } from '@/lib/server/loaders/wrappers';
import { renderMarkdown } from '@/lib/server/markdown';
import { articleBySlug, companiesBySlugs, movedArticleSlug, relatedArticles, secondsToNextScheduled } from '@/lib/server/services/content';

const MAX_SLUG_LENGTH = 200;

/** Everything an article page shows, or null when there is no such article. */
export async function articlePageProps(db: Db, slug: string) {
  const article = await articleBySlug(db, slug);
  if (!article) return null;
  const [related, relatedCompanies] = await Promise.all([relatedArticles(db, article), companiesBySlugs(db, article.relatedCompanies)]);
  const { id, title, category, summary, coverImage, author, publishedAt, tags, body } = article;
  return {
    article: {
      id,
      slug: article.slug,
      title,
      category,
      summary,
      coverImage,
      author,
      tags,
      publishedAt: publishedAt.toISOString(),
      bodyHtml: renderMarkdown(body),
      readingMinutes: readingTimeMinutes(body),
    },
    related: related.map(serializeDates),
    relatedCompanies,
  };
}

const slugOf = (params: GetStaticPropsContext['params']) => {
  const slug = params?.slug;
  return typeof slug === 'string' && slug && slug.length <= MAX_SLUG_LENGTH ? slug : null;
};

export const getStaticPaths = renderOnFirstRequest;

// Rendered on a slug's first request and reused; the quarter hour brings in newer related articles.
// An address an article moved away from answers a permanent redirect to where it is now.
// Published articles only (lib/server/services/content.ts publicArticle).
export const getStaticProps = staticLoader({ revalidateSeconds: 900 }, async ({ params }) => {
  const slug = slugOf(params);
  if (slug === null) return { notFound: true };
  const db = await getDb();
  const props = await articlePageProps(db, slug);
  if (props) return { props };
  const movedTo = await movedArticleSlug(db, slug);
  if (movedTo) return { redirect: { destination: `/articles/${encodeURIComponent(movedTo)}`, permanent: true } };
  // A scheduled article's address: "not found" until its time, then rendered again.
  return { notFound: true, revalidate: await secondsToNextScheduled(db, slug) };
});
