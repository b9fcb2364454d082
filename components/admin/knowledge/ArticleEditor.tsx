// An article's form in the console: every field checked with the API's schema, and a live preview of
// the Markdown body rendered and sanitised by the server (debounced while the operator types).
import { useRouter } from 'next/router';
import { useEffect, useState, type SyntheticEvent } from 'react';

import Notice from '@/components/admin/Notice';
import ArticleBody from '@/components/articles/ArticleBody';
import FormAlert from '@/components/forms/FormAlert';
import SelectField from '@/components/forms/SelectField';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';
import { adminApi, apiError } from '@/lib/api/clients';
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
      adminApi
        .post<{ data: { html: string } }>('knowledge/preview', { body: values.body })
        .then((response) => {
          if (current) setPreview({ body: values.body, html: response.data.data.html, error: '' });
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

  const set = (name: keyof KnowledgeArticleFormValues, value: string | boolean) =>
    setValues((before) => {
      const next = { ...before, [name]: value };
      if (name === 'title' && !slugTouched && typeof value === 'string') next.slug = slugFromTitle(value);
      return next;
    });

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
        const response = await adminApi.post<{ data: { id: number } }>('knowledge', parsed.data);
        await router.push(`/admin/knowledge/${response.data.data.id}?saved=1`);
      } else {
        const response = await adminApi.patch<{ message: string }>(`knowledge/${id}`, parsed.data);
        setNotice(response.data.message);
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
        <TextField
          label="Title"
          name="title"
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={errors.title}
          maxLength={MAX_KNOWLEDGE_TITLE}
        />
        <TextField
          label="Slug"
          name="slug"
          value={values.slug}
          onChange={(event) => {
            setSlugTouched(true);
            set('slug', event.target.value);
          }}
          error={errors.slug}
          hint="Its address: lower-case letters, digits and hyphens."
          maxLength={MAX_KNOWLEDGE_SLUG}
          autoComplete="off"
        />
        <SelectField
          label="Audience"
          name="audience"
          value={values.audience}
          onChange={(event) => set('audience', event.target.value)}
          options={KNOWLEDGE_AUDIENCES}
          placeholder="Choose who reads it"
          error={errors.audience}
        />
        <TextField
          label="Category"
          name="category"
          value={values.category}
          onChange={(event) => set('category', event.target.value)}
          error={errors.category}
        />
        <TextArea
          label="Summary"
          name="summary"
          value={values.summary}
          onChange={(event) => set('summary', event.target.value)}
          error={errors.summary}
          rows={2}
          maxLength={MAX_KNOWLEDGE_SUMMARY}
        />
        <TextArea
          label="Body (Markdown)"
          name="body"
          value={values.body}
          onChange={(event) => set('body', event.target.value)}
          error={errors.body}
          rows={16}
          maxLength={MAX_KNOWLEDGE_BODY}
          className="font-mono"
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
