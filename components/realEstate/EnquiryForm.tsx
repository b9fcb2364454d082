import { useRef, useState, type SubmitEvent } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import FormAlert from '@/components/forms/FormAlert';
import SelectField from '@/components/forms/SelectField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';
import { commonApi, type ApiSuccess } from '@/lib/api/clients';
import type { EnquiryData } from '@/lib/api/responses';
import { formatPlace } from '@/lib/format';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { ListingChoice } from '@/lib/server/services/realEstate';
import { MESSAGE_MAX, MESSAGE_MIN } from '@/lib/validations/contact';
import { enquirySchema } from '@/lib/validations/realEstate';

interface Props {
  choices: ListingChoice[];
  /** The listing chosen with a card's "Enquire" button, as the select's value ('' for none). */
  listingId: string;
  onListingChange: (listingId: string) => void;
}

export default function EnquiryForm({ choices, listingId, onListingChange }: Props) {
  const formRef = useRef<HTMLFormElement>(null);
  const [success, setSuccess] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(enquirySchema, async (values) => {
    const { data } = await commonApi.post<ApiSuccess<EnquiryData>>('realEstate/enquiry', values);
    formRef.current?.reset();
    onListingChange('');
    setSuccess(data.message);
  });
  const options = choices.map((c) => ({ value: String(c.id), label: `${c.title} (${formatPlace(c.city, c.country)})` }));

  function submit(event: SubmitEvent<HTMLFormElement>) {
    setSuccess('');
    onSubmit(event);
  }

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="space-y-4" aria-label="Get in touch about real estate">
      <FormSuccess message={success} />
      <FormAlert message={formError} />
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
      <SelectField
        label="Property (optional)"
        name="listingId"
        placeholder="No particular property"
        options={options}
        value={listingId}
        onChange={(event) => onListingChange(event.target.value)}
        error={errors.listingId}
      />
      <TextArea
        label="Message"
        name="message"
        required
        maxLength={MESSAGE_MAX}
        hint={`${MESSAGE_MIN} to ${MESSAGE_MAX} characters: your budget, timing and what you are looking for`}
        error={errors.message}
      />
      <SubmitButton busy={submitting} label="Get In Touch" busyLabel="Sending…" />
    </form>
  );
}
