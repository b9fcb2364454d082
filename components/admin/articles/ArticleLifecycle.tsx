// An article's state on its console page: where it is and since when, its old addresses, and what can
// be done next: publish now or unpublish (each confirmed, naming what happens), or schedule a time.
import type { ReactNode } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import { PUBLISH_AT_FIELD } from '@/components/admin/articles/articleFields';
import FactRows from '@/components/kit/FactRows';
import FormCard from '@/components/kit/FormCard';
import Section from '@/components/kit/Section';
import StatusBadge from '@/components/kit/StatusBadge';
import FormFields from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { adminArticlePublishedApi, adminArticleUnpublishedApi, adminArticleUpdatedApi } from '@/lib/contracts/articles';
import { formatDateTime } from '@/lib/format';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { ARTICLE_STATUS_LABELS, type ArticleStatus } from '@/lib/status/articles';
import { articleEditSchema, istLocalInput } from '@/lib/validations/articleAdmin';

interface Props {
  article: { id: number; title: string; slug: string; status: ArticleStatus; publishedAt: string; oldSlugs: string[] };
  /** Called with the API's message once a change is saved (the page then reloads its data). */
  onSaved: (message: string) => Promise<void>;
}

const schedule = articleEditSchema.pick({ publishAt: true });

function when(status: ArticleStatus, publishedAt: string): ReactNode {
  const at = formatDateTime(publishedAt);
  if (status === 'scheduled') return `Goes on the site on ${at}`;
  if (status === 'published') return `On the site since ${at}`;
  if (status === 'unpublished') return `Taken off the site; first published ${at}`;
  return 'Not on the site';
}

export default function ArticleLifecycle({ article, onSaved }: Props) {
  const { id, title, slug, status, publishedAt, oldSlugs } = article;
  const path = `/articles/${slug}`;
  const params = { id };
  const scheduling = useApiForm(schedule, async (values) => onSaved((await call(adminArticleUpdatedApi, values, { params })).message));
  const rows: [string, ReactNode][] = [
    ['Status', <StatusBadge key="status" status={status} label={ARTICLE_STATUS_LABELS[status]} />],
    ['When', when(status, publishedAt)],
    [
      'Address',
      status === 'published' ? (
        <a key="address" href={path} className="text-brand-800 underline-offset-2 hover:underline">
          {path}
        </a>
      ) : (
        path
      ),
    ],
  ];
  if (oldSlugs.length > 0) rows.push(['Old addresses (redirect here)', oldSlugs.map((old) => `/articles/${old}`).join(', ')]);

  return (
    <Section title="On the site" look="card">
      <FactRows rows={rows} />
      <Allowed permission="content:write">
        <div className="mt-4 flex flex-wrap gap-3">
          {status !== 'published' && (
            <ConfirmButton
              label="Publish now"
              tone="primary"
              title={`Publish “${title}” now?`}
              body={`It goes on the site at ${path} at once, and into the news lists, the home page and the sitemap.`}
              confirmLabel="Publish now"
              busyLabel="Publishing…"
              onConfirm={async () => onSaved((await call(adminArticlePublishedApi, undefined, { params })).message)}
            />
          )}
          {(status === 'published' || status === 'scheduled') && (
            <ConfirmButton
              label="Unpublish"
              title={`Unpublish “${title}”?`}
              body={`${path} will answer “page not found”, and the article leaves the lists and the sitemap. It stays here, and can be published again.`}
              confirmLabel="Unpublish"
              busyLabel="Unpublishing…"
              onConfirm={async () => onSaved((await call(adminArticleUnpublishedApi, undefined, { params })).message)}
            />
          )}
        </div>
        {status !== 'published' && (
          <div className="mt-6">
            <FormCard label="Schedule" onSubmit={scheduling.onSubmit} formError={scheduling.formError}>
              <FormFields
                errors={scheduling.errors}
                fields={[{ ...PUBLISH_AT_FIELD, ...(status === 'scheduled' && { defaultValue: istLocalInput(publishedAt) }) }]}
              />
              <SubmitButton
                look="inline"
                busy={scheduling.submitting}
                label={status === 'scheduled' ? 'Change the time' : 'Schedule'}
                busyLabel="Saving…"
              />
            </FormCard>
          </div>
        )}
      </Allowed>
    </Section>
  );
}
