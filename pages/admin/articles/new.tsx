import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';
import { useState } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import { ARTICLE_DETAIL_FIELDS, PUBLISH_AT_FIELD, SLUG_FIELD, TITLE_FIELD } from '@/components/admin/articles/articleFields';
import FormCard from '@/components/kit/FormCard';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import { call } from '@/lib/contracts/client';
import { adminArticleCreatedApi } from '@/lib/contracts/articles';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { getServerSideProps } from '@/lib/server/loaders/admin/articles/new';
import { articleCreateSchema, articleSlugFromTitle } from '@/lib/validations/articleAdmin';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

// Publishing at once is a step of its own on the article's page, where it is confirmed.
const WHEN_FIELD: FieldSpec = {
  control: 'select',
  label: 'When',
  name: 'intent',
  options: [
    { value: 'draft', label: 'Keep it as a draft (not on the site)' },
    { value: 'schedule', label: 'Schedule it for a time' },
  ],
};

export default function WriteArticlePage({ author }: Props) {
  const router = useRouter();
  const [values, setValues] = useState({
    title: '',
    slug: '',
    category: '',
    author,
    summary: '',
    body: '',
    coverImage: '',
    intent: 'draft',
  });
  const [slugTouched, setSlugTouched] = useState(false);
  const { errors, formError, submitting, onSubmit } = useApiForm(articleCreateSchema, async (input) => {
    const answer = await call(adminArticleCreatedApi, input);
    await router.push({ pathname: `/admin/articles/${answer.data.id}`, query: { notice: answer.message } });
  });

  const onValue = (name: string, value: string) => {
    if (name === 'slug') setSlugTouched(true);
    setValues((before) => ({ ...before, [name]: value, ...(name === 'title' && !slugTouched && { slug: articleSlugFromTitle(value) }) }));
  };
  const scheduling = values.intent === 'schedule';
  return (
    <AdminPage
      description="Saved as a draft or scheduled; a draft is published from its page."
      back={{ href: '/admin/articles', label: 'All articles' }}
    >
      <FormCard label="New article" onSubmit={onSubmit} formError={formError} width="3xl">
        <FormFields
          errors={errors}
          values={values}
          onValue={onValue}
          fields={[TITLE_FIELD, SLUG_FIELD, ...ARTICLE_DETAIL_FIELDS, WHEN_FIELD, ...(scheduling ? [PUBLISH_AT_FIELD] : [])]}
        />
        <SubmitButton look="inline" busy={submitting} label={scheduling ? 'Schedule the article' : 'Save the draft'} busyLabel="Saving…" />
      </FormCard>
    </AdminPage>
  );
}
