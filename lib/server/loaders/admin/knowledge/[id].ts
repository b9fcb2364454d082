import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { getKnowledgeAdmin } from '@/lib/server/services/knowledgeAdmin';

export const getServerSideProps = operatorLoader('content:read', async (ctx) => {
  const id = pathId(ctx);
  const article = id === null ? null : await orNull(getKnowledgeAdmin(await getDb(), id));
  if (!article) return { notFound: true };
  return { props: { article } };
});
