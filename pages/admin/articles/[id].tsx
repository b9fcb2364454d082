import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';
import { useState } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import ArticleLifecycle from '@/components/admin/articles/ArticleLifecycle';
import ArticleMove from '@/components/admin/articles/ArticleMove';
import { ARTICLE_TEXT_FIELDS } from '@/components/admin/articles/articleFields';
import Notice from '@/components/admin/Notice';
import FormCard from '@/components/kit/FormCard';
import Section from '@/components/kit/Section';
import FormFields from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import { ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';
import { call } from '@/lib/contracts/client';
import { adminArticleUpdatedApi } from '@/lib/contracts/articles';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { getServerSideProps } from '@/lib/server/loaders/admin/articles/[id]';
import { articleEditSchema } from '@/lib/validations/articleAdmin';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

const textSchema = articleEditSchema.pick({ title: true, category: true, author: true, summary: true, body: true, coverImage: true });

export default function EditArticlePage({ article }: Props) {
  const router = useRouter();
  const [notice, setNotice] = useState(typeof router.query.notice === 'string' ? router.query.notice : '');
  // After a change the page's data is loaded again (status, address, old addresses), the notice kept.
  const onSaved = async (message: string) => {
    setNotice(message);
    await router.replace({ pathname: router.pathname, query: { id: article.id } }, undefined, { scroll: false });
  };
  const text = useApiForm(textSchema, async (values) =>
    onSaved((await call(adminArticleUpdatedApi, values, { params: { id: article.id } })).message),
  );
  const { title, category, author, summary, body, coverImage } = article;
  const initial: Record<string, string> = { title, category, author, summary, body, coverImage: coverImage ?? '' };

  return (
    <AdminPage
      title={article.title}
      description={`${ARTICLE_CATEGORY_LABELS[article.category]} · by ${article.author}`}
      back={{ href: '/admin/articles', label: 'All articles' }}
    >
      <Notice message={notice} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <Section title="Text" className="order-2 lg:order-1">
          <Allowed permission="content:write">
            <FormCard label="Article" onSubmit={text.onSubmit} formError={text.formError} width="3xl">
              <FormFields
                errors={text.errors}
                fields={ARTICLE_TEXT_FIELDS.map((field) => ({ ...field, defaultValue: initial[field.name] }))}
              />
              <SubmitButton look="inline" busy={text.submitting} label="Save the text" busyLabel="Saving…" />
            </FormCard>
          </Allowed>
        </Section>
        <div className="order-1 space-y-6 lg:order-2">
          <ArticleLifecycle key={`${article.status}-${article.publishedAt}`} article={article} onSaved={onSaved} />
          <Allowed permission="content:write">
            <Section title="Address">
              <ArticleMove key={article.slug} article={article} onSaved={onSaved} />
            </Section>
          </Allowed>
        </div>
      </div>
    </AdminPage>
  );
}
