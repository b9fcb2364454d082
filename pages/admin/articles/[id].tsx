import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import FormCard from '@/components/kit/FormCard';
import Notice from '@/components/admin/Notice';
import FormFields from '@/components/forms/FormFields';
import { ARTICLE_CATEGORY_LABELS } from '@/lib/articleCategories';
import { call } from '@/lib/contracts/client';
import { adminArticleUpdatedApi } from '@/lib/contracts/articles';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { getServerSideProps } from '@/lib/server/loaders/admin/articles/[id]';
import { articleEditSchema, MAX_ARTICLE_BODY, MAX_ARTICLE_SUMMARY, MAX_ARTICLE_TITLE } from '@/lib/validations/articleAdmin';
import SubmitButton from '@/components/forms/SubmitButton';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function EditArticlePage({ article }: Props) {
  const [notice, setNotice] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(articleEditSchema, async (values) => {
    setNotice('');
    const response = await call(adminArticleUpdatedApi, values, { params: { id: article.id } });
    setNotice(response.message);
  });

  return (
    <AdminPage
      title={`Edit: ${article.title}`}
      description={`${ARTICLE_CATEGORY_LABELS[article.category]} · by ${article.author} · its address and date stay as published.`}
      back={{ href: '/admin/articles', label: 'All articles' }}
    >
      <Notice message={notice} />
      <Allowed permission="content:write">
        <FormCard label="Article" onSubmit={onSubmit} formError={formError} width="3xl">
          <FormFields
            errors={errors}
            fields={[
              { label: 'Title', name: 'title', defaultValue: article.title, maxLength: MAX_ARTICLE_TITLE },
              {
                control: 'textarea',
                label: 'Summary',
                name: 'summary',
                defaultValue: article.summary,
                rows: 3,
                maxLength: MAX_ARTICLE_SUMMARY,
              },
              {
                control: 'textarea',
                label: 'Body (Markdown)',
                name: 'body',
                defaultValue: article.body,
                rows: 18,
                maxLength: MAX_ARTICLE_BODY,
                className: 'font-mono',
              },
            ]}
          />
          <div className="flex flex-wrap items-center gap-4">
            <SubmitButton look="inline" busy={submitting} label="Save article" busyLabel="Saving…" />
            <a href={`/articles/${article.slug}`} className="text-sm font-semibold text-brand-800 underline-offset-2 hover:underline">
              View it on the site
            </a>
          </div>
        </FormCard>
      </Allowed>
    </AdminPage>
  );
}
