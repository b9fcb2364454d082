import { useRef, useState, type SubmitEvent } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import FormAlert from '@/components/forms/FormAlert';
import SelectField from '@/components/forms/SelectField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';
import { commonApi, type ApiSuccess } from '@/lib/api/clients';
import type { ContactData } from '@/lib/api/responses';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { CONTACT_SUBJECTS, contactSchema, MESSAGE_MAX, MESSAGE_MIN } from '@/lib/validations/contact';

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

export default function ContactForm() {
  const formRef = useRef<HTMLFormElement>(null);
  const [success, setSuccess] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(contactSchema, async (values) => {
    const { data } = await commonApi.post<ApiSuccess<ContactData>>('contact', values);
    formRef.current?.reset();
    setSuccess(data.message);
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    setSuccess('');
    onSubmit(event);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label="Contact us">
      <FormSuccess message={success} />
      <FormAlert message={formError} />
      <TextField label="Full name" name="fullName" autoComplete="name" required error={errors.fullName} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
        <TextField
          label="Mobile number (optional)"
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="10-digit Indian mobile number"
          error={errors.phone}
        />
      </div>
      <SelectField
        label="Subject"
        name="subject"
        placeholder="Choose a subject"
        options={SUBJECT_OPTIONS}
        required
        error={errors.subject}
      />
      <TextArea
        label="Message"
        name="message"
        required
        maxLength={MESSAGE_MAX}
        hint={`${MESSAGE_MIN} to ${MESSAGE_MAX} characters`}
        error={errors.message}
      />
      <SubmitButton busy={submitting} label="Send message" busyLabel="Sending…" />
    </form>
  );
}
