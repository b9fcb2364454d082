import type { GetServerSidePropsContext } from 'next';

import { readingTimeMinutes } from '@/lib/readingTime';
import { serializeDates } from '@/lib/serialize';
import { getDb, type Db } from '@/lib/server/db/client';
import { publicLoader } from '@/lib/server/loaders/wrappers';
import { renderMarkdown } from '@/lib/server/markdown';
import { articleBySlug, companiesBySlugs, relatedArticles } from '@/lib/server/services/content';

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

const slugOf = (params: GetServerSidePropsContext['params']) => {
  const slug = params?.slug;
  return typeof slug === 'string' && slug && slug.length <= MAX_SLUG_LENGTH ? slug : null;
};

// The same for every visitor and shared-cached for 60 s anyway: each process reuses it for 30 s.
export const getServerSideProps = publicLoader(
  { cacheSeconds: 60, memoKey: ({ params }) => (slugOf(params) === null ? null : `article:${slugOf(params)}`) },
  async ({ params }) => {
    const slug = slugOf(params);
    const props = slug === null ? null : await articlePageProps(await getDb(), slug);
    return props ? { props } : { notFound: true };
  },
);
