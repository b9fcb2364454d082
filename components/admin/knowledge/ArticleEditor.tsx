// An article's form in the console: every field checked with the API's schema, and a live preview of
// the Markdown body rendered and sanitised by the server (debounced while the operator types).
import { useRouter } from 'next/router';
import { useEffect, useState, type SyntheticEvent } from 'react';

import Notice from '@/components/admin/Notice';
import ArticleBody from '@/components/articles/ArticleBody';
import FormAlert from '@/components/forms/FormAlert';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { adminKnowledgeCreatedApi, adminKnowledgePreviewApi, adminKnowledgeUpdatedApi } from '@/lib/contracts/knowledge';
import { formErrors } from '@/lib/validations/fields';
import {
  KNOWLEDGE_AUDIENCES,
  knowledgeArticleSchema,
  MAX_KNOWLEDGE_BODY,
  MAX_KNOWLEDGE_SLUG,
  MAX_KNOWLEDGE_SUMMARY,
  MAX_KNOWLEDGE_TITLE,
  slugFromTitle,
  type KnowledgeArticleFormValues,
} from '@/lib/validations/knowledgeAdmin';
import SubmitButton from '@/components/forms/SubmitButton';

const PREVIEW_DELAY_MS = 400;

const FIELDS: readonly FieldSpec[] = [
  { label: 'Title', name: 'title', maxLength: MAX_KNOWLEDGE_TITLE },
  {
    label: 'Slug',
    name: 'slug',
    hint: 'Its address: lower-case letters, digits and hyphens.',
    maxLength: MAX_KNOWLEDGE_SLUG,
    autoComplete: 'off',
  },
  { control: 'select', label: 'Audience', name: 'audience', options: KNOWLEDGE_AUDIENCES, placeholder: 'Choose who reads it' },
  { label: 'Category', name: 'category' },
  { control: 'textarea', label: 'Summary', name: 'summary', rows: 2, maxLength: MAX_KNOWLEDGE_SUMMARY },
  { control: 'textarea', label: 'Body (Markdown)', name: 'body', rows: 16, maxLength: MAX_KNOWLEDGE_BODY, className: 'font-mono' },
];

interface Props {
  /** The article being edited; none for a new one. */
  id?: number;
  initial: KnowledgeArticleFormValues;
}

export default function ArticleEditor({ id, initial }: Props) {
  const router = useRouter();
  const [values, setValues] = useState(initial);
  const [slugTouched, setSlugTouched] = useState(id !== undefined);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [saving, setSaving] = useState(false);
  const [preview, setPreview] = useState<{ body: string; html: string; error: string }>({ body: '', html: '', error: '' });

  useEffect(() => {
    let current = true;
    const timer = window.setTimeout(() => {
      call(adminKnowledgePreviewApi, { body: values.body })
        .then((response) => {
          if (current) setPreview({ body: values.body, html: response.data.html, error: '' });
        })
        .catch((error: unknown) => {
          if (current) setPreview({ body: values.body, html: '', error: apiError(error).message });
        });
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      window.clearTimeout(timer);
    };
  }, [values.body]);

  const set = (name: keyof KnowledgeArticleFormValues, value: string | boolean) => {
    if (name === 'slug') setSlugTouched(true);
    setValues((before) => {
      const next = { ...before, [name]: value };
      if (name === 'title' && !slugTouched && typeof value === 'string') next.slug = slugFromTitle(value);
      return next;
    });
  };

  async function save(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = knowledgeArticleSchema.safeParse(values);
    setFormError('');
    setNotice('');
    if (!parsed.success) {
      setErrors(formErrors(parsed.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      if (id === undefined) {
        const response = await call(adminKnowledgeCreatedApi, parsed.data);
        await router.push(`/admin/knowledge/${response.data.id}?saved=1`);
      } else {
        const response = await call(adminKnowledgeUpdatedApi, parsed.data, { params: { id } });
        setNotice(response.message);
      }
    } catch (error) {
      const { message, errors: fieldErrors } = apiError(error);
      setErrors(fieldErrors);
      setFormError(Object.keys(fieldErrors).length ? '' : message);
    } finally {
      setSaving(false);
    }
  }

  const upToDate = preview.body === values.body;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        noValidate
        onSubmit={(event) => void save(event)}
        aria-label="Article"
        className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <Notice message={notice || (router.query.saved === '1' ? 'The article is saved.' : '')} />
        <FormFields
          fields={FIELDS}
          errors={errors}
          values={values}
          onValue={(name, value) => set(name as keyof KnowledgeArticleFormValues, value)}
        />
        <label className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-900">
          <input
            type="checkbox"
            name="published"
            checked={values.published}
            onChange={(event) => set('published', event.target.checked)}
            className="size-5"
          />
          Published (readers can see it)
        </label>
        {errors.published && <p className="text-sm text-red-800">{errors.published}</p>}
        <FormAlert message={formError} />
        <SubmitButton look="inline" busy={saving} label="Save article" busyLabel="Saving…" />
      </form>
      <section aria-labelledby="preview-heading" aria-busy={!upToDate} className="rounded-2xl border border-slate-200 bg-white p-5">
        <h2 id="preview-heading" className="text-lg font-semibold text-slate-900">
          Preview
        </h2>
        <p className="mb-4 text-sm text-slate-600">{upToDate ? 'As readers will see it.' : 'Updating…'}</p>
        {preview.error ? (
          <p role="alert" className="text-sm text-red-800">
            {preview.error}
          </p>
        ) : (
          <div data-testid="knowledge-preview">
            <ArticleBody html={preview.html} />
          </div>
        )}
      </section>
    </div>
  );
}
