import Link from 'next/link';

import AdminPage from '@/components/admin/AdminPage';
import ArticleEditor from '@/components/admin/knowledge/ArticleEditor';
import { getServerSideProps } from '@/lib/server/loaders/admin/knowledge/new';

export { getServerSideProps };

const EMPTY = { title: '', slug: '', audience: 'investor', category: '', summary: '', body: '', published: true };

export default function NewKnowledgeArticlePage() {
  return (
    <AdminPage
      title="New article"
      aside={
        <Link href="/admin/knowledge" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline">
          ← All articles
        </Link>
      }
    >
      <ArticleEditor initial={EMPTY} />
    </AdminPage>
  );
}
