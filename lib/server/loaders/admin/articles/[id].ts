import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getArticleAdmin } from '@/lib/server/services/articleAdmin';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const id = pathId(ctx);
  const article = id === null ? null : await orNull(getArticleAdmin(await getDb(), id));
  if (!article) return { notFound: true };
  const { id: articleId, title, slug, category, summary, body, author, coverImage, publishedAt, status, oldSlugs } = article;
  return {
    props: {
      article: { id: articleId, title, slug, category, summary, body, author, coverImage, publishedAt, status, oldSlugs },
    },
  };
});
