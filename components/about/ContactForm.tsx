import { EmailField, FullNameField, PhoneField } from '@/components/forms/ContactFields';
import FormMessages from '@/components/forms/FormMessages';
import SelectField from '@/components/forms/SelectField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import { call } from '@/lib/contracts/client';
import { contactApi } from '@/lib/contracts/enquiries';
import { useSuccessForm } from '@/lib/hooks/useSuccessForm';
import { CONTACT_SUBJECTS, contactSchema, MESSAGE_MAX, MESSAGE_MIN } from '@/lib/validations/contact';

const SUBJECT_OPTIONS = CONTACT_SUBJECTS.map((subject) => ({ value: subject, label: subject }));

export default function ContactForm() {
  const { formRef, success, errors, formError, submitting, onSubmit } = useSuccessForm(contactSchema, async (values) => {
    const { message } = await call(contactApi, values);
    return message;
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Contact us">
      <FormMessages success={success} error={formError} />
      <FullNameField error={errors.fullName} />
      <div className="grid gap-4 sm:grid-cols-2">
        <EmailField error={errors.email} />
        <PhoneField optional error={errors.phone} />
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
