import AdminPage from '@/components/admin/AdminPage';
import ArticleEditor from '@/components/admin/knowledge/ArticleEditor';
import { getServerSideProps } from '@/lib/server/loaders/admin/knowledge/new';

export { getServerSideProps };

const EMPTY = { title: '', slug: '', audience: 'investor', category: '', summary: '', body: '', published: true };

export default function NewKnowledgeArticlePage() {
  return (
    <AdminPage back={{ href: '/admin/knowledge', label: 'All articles' }}>
      <ArticleEditor initial={EMPTY} />
    </AdminPage>
  );
}
