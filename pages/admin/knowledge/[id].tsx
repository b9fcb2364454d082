import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import ArticleEditor from '@/components/admin/knowledge/ArticleEditor';
import { getServerSideProps } from '@/lib/server/loaders/admin/knowledge/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function EditKnowledgeArticlePage({ article }: Props) {
  const { title, slug, audience, category, summary, body, published } = article;
  return (
    <AdminPage
      title={`Edit: ${article.title}`}
      aside={
        <Link href="/admin/knowledge" className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline">
          ← All articles
        </Link>
      }
    >
      <Allowed permission="content:write">
        <ArticleEditor key={article.id} id={article.id} initial={{ title, slug, audience, category, summary, body, published }} />
      </Allowed>
    </AdminPage>
  );
}
