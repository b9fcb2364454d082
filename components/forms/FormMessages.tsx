// A sending form's two summaries, in the order every such form shows them: the confirmation, then the error.
import FormSuccess from '@/components/about/FormSuccess';
import FormAlert from '@/components/forms/FormAlert';

export default function FormMessages({ success, error }: { success: string; error: string }) {
  return (
    <>
      <FormSuccess message={success} />
      <FormAlert message={error} />
    </>
  );
}
