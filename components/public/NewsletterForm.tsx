// Newsletter sign-up (spec §4 and §8). It sits in every page's footer, so sweetalert2, the schema
// (zod) and the API client (axios) load on submit, not with the page.
import { useId, useState, type SubmitEvent } from 'react';
import type { SweetAlertIcon } from 'sweetalert2';

import { NEWSLETTER_EMPTY_MESSAGE, NEWSLETTER_SUCCESS_MESSAGE } from '@/lib/newsletter';

type Status = 'idle' | 'sending' | 'subscribed';

async function alert(icon: SweetAlertIcon, text: string) {
  const Swal = (await import('sweetalert2')).default;
  await Swal.fire({ icon, text, confirmButtonColor: '#16704a' });
}

export default function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status !== 'idle') return;
    if (!email.trim()) return alert('warning', NEWSLETTER_EMPTY_MESSAGE);
    const { newsletterSchema } = await import('@/lib/validations/newsletter');
    const parsed = newsletterSchema.safeParse({ email, deviceType: 'website' });
    if (!parsed.success) return alert('error', parsed.error.issues[0]?.message ?? NEWSLETTER_EMPTY_MESSAGE);

    setStatus('sending');
    const [{ apiError }, { call }, { newsletterApi }] = await Promise.all([
      import('@/lib/api/clients'),
      import('@/lib/contracts/client'),
      import('@/lib/contracts/enquiries'),
    ]);
    try {
      await call(newsletterApi, { email: parsed.data.email, deviceType: 'website' });
      setEmail('');
      setStatus('subscribed');
      await alert('success', NEWSLETTER_SUCCESS_MESSAGE);
    } catch (error) {
      const { message, errors } = apiError(error);
      setStatus('idle');
      await alert('error', errors.email || message);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-2 sm:flex-row">
      <label htmlFor={inputId} className="sr-only">
        Email address
      </label>
      <input
        id={inputId}
        type="email"
        name="email"
        autoComplete="email"
        placeholder="Enter your email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        className="newsletter-input"
      />
      <button
        type="submit"
        disabled={status !== 'idle'}
        className="newsletter-button"
      >
        {status === 'sending' ? 'Please Wait...' : 'Subscribe'}
      </button>
    </form>
  );
}
