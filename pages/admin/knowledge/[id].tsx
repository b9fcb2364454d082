import type { InferGetServerSidePropsType } from 'next';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import ArticleEditor from '@/components/admin/knowledge/ArticleEditor';
import { getServerSideProps } from '@/lib/server/loaders/admin/knowledge/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function EditKnowledgeArticlePage({ article }: Props) {
  const { title, slug, audience, category, summary, body, published } = article;
  return (
    <AdminPage title={`Edit: ${article.title}`} back={{ href: '/admin/knowledge', label: 'All articles' }}>
      <Allowed permission="content:write">
        <ArticleEditor key={article.id} id={article.id} initial={{ title, slug, audience, category, summary, body, published }} />
      </Allowed>
    </AdminPage>
  );
}
