// Moving an article to a new address, confirmed in a dialog that says what becomes of the old one.
import { useState } from 'react';

import { SLUG_FIELD } from '@/components/admin/articles/articleFields';
import FormCard from '@/components/kit/FormCard';
import FormFields from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import ConfirmDialog, { useConfirm } from '@/components/ui/ConfirmDialog';
import { call } from '@/lib/contracts/client';
import { adminArticleUpdatedApi } from '@/lib/contracts/articles';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { ArticleStatus } from '@/lib/status/articles';
import { articleEditSchema } from '@/lib/validations/articleAdmin';

interface Props {
  article: { id: number; slug: string; status: ArticleStatus };
  onSaved: (message: string) => Promise<void>;
}

const moveSchema = articleEditSchema.pick({ slug: true });

export default function ArticleMove({ article, onSaved }: Props) {
  const confirm = useConfirm();
  const [target, setTarget] = useState(article.slug);
  const { errors, formError, submitting, onSubmit } = useApiForm(moveSchema, async (values) => {
    if (!values.slug || values.slug === article.slug) return;
    setTarget(values.slug);
    if (!(await confirm.ask())) return;
    await onSaved((await call(adminArticleUpdatedApi, values, { params: { id: article.id } })).message);
  });
  const from = `/articles/${article.slug}`;
  const to = `/articles/${target}`;
  return (
    <>
      <FormCard label="Move" onSubmit={onSubmit} formError={formError}>
        <FormFields errors={errors} fields={[{ ...SLUG_FIELD, label: 'New address (slug)', defaultValue: article.slug }]} />
        <SubmitButton look="inline" busy={submitting && !confirm.asking} label="Move the article" busyLabel="Moving…" />
      </FormCard>
      <ConfirmDialog
        {...confirm.dialog}
        tone="primary"
        title={`Move the article to ${to}?`}
        body={
          article.status === 'draft'
            ? `It has never been on the site, so ${from} is not kept.`
            : `The old address will redirect to ${to}: ${from} answers a permanent redirect from now on.`
        }
        confirmLabel="Move it"
      />
    </>
  );
}
