// "Ask about this startup": the real-estate enquiry's form, sent to POST /api/v1/common/startups/enquiry.
import ContactFields from '@/components/forms/ContactFields';
import FormMessages from '@/components/forms/FormMessages';
import SubmitButton from '@/components/forms/SubmitButton';
import TextArea from '@/components/forms/TextArea';
import { call } from '@/lib/contracts/client';
import { startupEnquiryApi } from '@/lib/contracts/enquiries';
import { useSuccessForm } from '@/lib/hooks/useSuccessForm';
import { MESSAGE_MAX, MESSAGE_MIN } from '@/lib/validations/contact';
import { startupEnquirySchema } from '@/lib/validations/startupEnquiry';

interface Props {
  slug: string;
  name: string;
}

export default function StartupEnquiryForm({ slug, name }: Props) {
  const { formRef, success, errors, formError, submitting, onSubmit } = useSuccessForm(startupEnquirySchema, async (values) => {
    const { message } = await call(startupEnquiryApi, values);
    return message;
  });

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4" aria-label={`Ask about ${name}`}>
      <FormMessages success={success} error={formError || errors.startup || ''} />
      <input type="hidden" name="startup" value={slug} />
      <ContactFields errors={errors} />
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
