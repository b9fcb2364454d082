import ContactFields from '@/components/forms/ContactFields';
import FormMessages from '@/components/forms/FormMessages';
import SelectField from '@/components/forms/SelectField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import { call } from '@/lib/contracts/client';
import { enquiryApi } from '@/lib/contracts/enquiries';
import { formatPlace } from '@/lib/format';
import { useSuccessForm } from '@/lib/hooks/useSuccessForm';
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
  const { formRef, success, errors, formError, submitting, onSubmit } = useSuccessForm(enquirySchema, async (values) => {
    const { message } = await call(enquiryApi, values);
    onListingChange('');
    return message;
  });
  const options = choices.map((c) => ({ value: String(c.id), label: `${c.title} (${formatPlace(c.city, c.country)})` }));

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Get in touch about real estate">
      <FormMessages success={success} error={formError} />
      <ContactFields errors={errors} />
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
