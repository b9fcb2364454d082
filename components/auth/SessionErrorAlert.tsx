// /login?error=<code>: why sign-in did not complete (next-auth's codes and our Google completion's).
import { useRouter } from 'next/router';

import FormAlert from '@/components/forms/FormAlert';
import { signInErrorMessage } from '@/lib/auth/signInErrors';

export default function SessionErrorAlert() {
  const { query } = useRouter();
  const message = signInErrorMessage(query.error);
  if (!message) return null;
  return (
    <div className="mb-4">
      <FormAlert message={message} />
    </div>
  );
}
