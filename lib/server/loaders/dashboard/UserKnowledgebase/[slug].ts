import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { findKnowledgeArticle } from '@/lib/server/services/knowledge';
import { isKnowledgeSlug } from '@/lib/validations/knowledge';

// Another audience's article is a 404 here, as a missing one is.
export const getServerSideProps = investorLoader(async (ctx) => {
  const slug = ctx.params?.slug;
  if (!isKnowledgeSlug(slug)) return { notFound: true as const };
  const article = await findKnowledgeArticle(await getDb(), 'investor', slug);
  return article ? { props: { article } } : { notFound: true as const };
});
