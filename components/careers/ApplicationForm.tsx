import { useState, type SubmitEvent } from 'react';

import ContactFields from '@/components/forms/ContactFields';
import FileField from '@/components/forms/FileField';
import FormMessages from '@/components/forms/FormMessages';
import SelectField from '@/components/forms/SelectField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { careerApplicationApi } from '@/lib/contracts/enquiries';
import type { Opening } from '@/lib/server/services/careers';
import { applicationSchema, COVER_NOTE_MAX, resumeFileProblem } from '@/lib/validations/career';
import { formErrors } from '@/lib/validations/fields';

interface Props {
  openings: Opening[];
  openingId: string;
  onOpeningChange: (openingId: string) => void;
}

/**
 * Not built on useApiForm: the résumé is a file, checked asynchronously (its first bytes), and the
 * form is sent as multipart/form-data rather than JSON.
 */
export default function ApplicationForm({ openings, openingId, onOpeningChange }: Props) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [success, setSuccess] = useState('');
  const [submitting, setSubmitting] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const input = form.elements.namedItem('resume');
    const resume = input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
    const parsed = applicationSchema.safeParse(Object.fromEntries([...data].filter(([, value]) => typeof value === 'string')));
    const problem = await resumeFileProblem(resume);
    const found = { ...(parsed.success ? {} : formErrors(parsed.error)), ...(problem && { resume: problem }) };
    setSuccess('');
    setFormError('');
    setErrors(found);
    if (Object.keys(found).length || !resume) {
      focusFirstInvalid(form, found);
      return;
    }
    data.set('resume', resume, resume.name);
    setSubmitting(true);
    try {
      const response = await call(careerApplicationApi, data);
      form.reset();
      onOpeningChange('');
      setSuccess(response.message);
    } catch (error) {
      const { message, errors: fieldErrors } = apiError(error);
      setErrors(fieldErrors);
      setFormError(Object.keys(fieldErrors).length ? '' : message);
      focusFirstInvalid(form, fieldErrors);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4" aria-label="Apply for a position">
      <FormMessages success={success} error={formError} />
      <SelectField
        label="Position"
        name="openingId"
        placeholder="Choose a position"
        options={openings.map((o) => ({ value: String(o.id), label: `${o.title} (${o.location})` }))}
        value={openingId}
        onChange={(event) => onOpeningChange(event.target.value)}
        required
        error={errors.openingId}
      />
      <ContactFields errors={errors} />
      <TextArea
        label="Cover note (optional)"
        name="coverNote"
        maxLength={COVER_NOTE_MAX}
        hint={`Up to ${COVER_NOTE_MAX} characters`}
        error={errors.coverNote}
      />
      <FileField label="Résumé" name="resume" accept="application/pdf,.pdf" required hint="PDF only, up to 2 MB" error={errors.resume} />
      <SubmitButton busy={submitting} label="Submit application" busyLabel="Uploading…" />
    </form>
  );
}

/** Focuses the first field, in form order, that has a message (without waiting for the render). */
function focusFirstInvalid(form: HTMLFormElement, errors: Record<string, string>) {
  const fields = [...form.elements].filter(
    (element): element is HTMLElement & { name: string } => element instanceof HTMLElement && 'name' in element,
  );
  fields.find((field) => field.name in errors)?.focus();
}
