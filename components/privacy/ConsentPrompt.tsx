// The one-time question on the dashboard to an account that never answered (opened before sign-up
// asked, or with Google): accept the terms and choose, each choice unticked. It is a section of the
// page, not a gate: the rest of the dashboard works while it waits. Once saved it is not asked again.
import { useState } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import ConsentChoices from '@/components/privacy/ConsentChoices';
import TextLink from '@/components/ui/TextLink';
import { call } from '@/lib/contracts/client';
import type { ProfileRole } from '@/lib/contracts/profile';
import { PRIVACY_API } from '@/lib/contracts/privacy';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { ConsentQuestion } from '@/lib/server/services/consents';

const ROLE = {
  user: { api: PRIVACY_API.user.acceptance, privacyHref: '/dashboard/privacy' },
  partner: { api: PRIVACY_API.partner.acceptance, privacyHref: '/Cp/privacy' },
} as const satisfies Record<ProfileRole, unknown>;

interface Props {
  accountRole: ProfileRole;
  /** What to ask; null when the account has answered. */
  question: ConsentQuestion | null;
}

export default function ConsentPrompt({ accountRole, question }: Props) {
  const { api, privacyHref } = ROLE[accountRole];
  const [saved, setSaved] = useState(false);
  const { errors, formError, submitting, onSubmit } = useApiForm(api.input, async (values) => {
    await call(api, values);
    setSaved(true);
  });
  if (!question) return null;
  if (saved) {
    return (
      // Focused when it appears, so a screen reader reads that the choices were saved.
      <p
        ref={(element) => element?.focus()}
        tabIndex={-1}
        role="status"
        className="mb-4 rounded-2xl border border-emerald-300 bg-emerald-50 p-4 text-sm text-emerald-900"
      >
        Thank you: your choices are saved. Change them any time on <TextLink href={privacyHref}>your privacy page</TextLink>.
      </p>
    );
  }
  return (
    <section aria-labelledby="consent-question-heading" className="mb-4 rounded-2xl border border-brand-200 bg-white p-5 shadow-sm">
      <h2 id="consent-question-heading" className="font-semibold text-slate-900">
        Please accept our terms and make your choices
      </h2>
      <p className="mt-1 text-sm text-slate-600">We ask every account once, so that what we do with your data is what you chose.</p>
      <form method="post" noValidate onSubmit={onSubmit} aria-label="Terms and your choices" className="mt-4 space-y-4">
        <FormAlert message={formError} />
        <ConsentChoices purposes={question.purposes} errors={errors} />
        <SubmitButton busy={submitting} label="Save my choices" busyLabel="Saving…" look="section" />
      </form>
    </section>
  );
}
