// "Ask about this startup": the real-estate enquiry's form, sent to POST /api/v1/common/startups/enquiry.
import { useRef, useState, type SubmitEvent } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';
import { commonApi, type ApiSuccess } from '@/lib/api/clients';
import type { StartupEnquiryData } from '@/lib/api/responses';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { MESSAGE_MAX, MESSAGE_MIN } from '@/lib/validations/contact';
import { startupEnquirySchema } from '@/lib/validations/startupEnquiry';

interface Props {
  slug: string;
  name: string;
}

export default function StartupEnquiryForm({ slug, name }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [success, setSuccess] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(startupEnquirySchema, async (values) => {
    const { data } = await commonApi.post<ApiSuccess<StartupEnquiryData>>('startups/enquiry', values);
    formRef.current?.reset();
    setSuccess(data.message);
  });

  function submit(event: SubmitEvent<HTMLFormElement>) {
    setSuccess('');
    onSubmit(event);
  }

  return (
    <form ref={formRef} noValidate onSubmit={(event) => submit(event)} className="space-y-4" aria-label={`Ask about ${name}`}>
      <FormSuccess message={success} />
      <FormAlert message={formError || errors.startup || ''} />
      <input type="hidden" name="startup" value={slug} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Full name" name="fullName" autoComplete="name" required error={errors.fullName} />
        <TextField label="Email" name="email" type="email" autoComplete="email" required error={errors.email} />
      </div>
      <TextField
        label="Mobile number"
        name="phone"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        required
        hint="10-digit Indian mobile number"
        error={errors.phone}
      />
      <TextArea
        label="Message"
        name="message"
        required
        maxLength={MESSAGE_MAX}
        hint={`${MESSAGE_MIN} to ${MESSAGE_MAX} characters: the amount you have in mind and what you would like to know`}
        error={errors.message}
      />
      <SubmitButton busy={submitting} label="Send enquiry" busyLabel="Sending…" />
    </form>
  );
}
