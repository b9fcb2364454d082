// Profile → Privacy: the right of erasure. Says what is erased and what the law makes us keep, and asks
// who is there again before it closes the account (the owner is signed out at once): the password, or
// for an account opened with Google (no password) a code emailed to it.
import CodeField from '@/components/auth/CodeField';
import FormSuccess from '@/components/about/FormSuccess';
import ApiForm from '@/components/forms/ApiForm';
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import Section from '@/components/kit/Section';
import { privacyApiOf } from '@/components/privacy/privacyApi';
import { secondaryButton } from '@/components/profile/buttons';
import type { Role } from '@/lib/auth/token';
import { call } from '@/lib/contracts/client';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { useSendCode } from '@/lib/hooks/useSendCode';
import { useCountdown } from '@/lib/hooks/useCountdown';
import { ERASURE_NOTICE_HOURS, erasureWithCodeSchema, erasureWithPasswordSchema, KEEP_YEARS } from '@/lib/validations/privacy';

const ERASED =
  'your name, email address, mobile number and picture, your watch list and cart, your notifications, and the text and attachments of your support tickets';
const KEPT = `your KYC record and documents and the records of your orders, sales, payments and commissions, for ${KEEP_YEARS} years after your account closes, as the Prevention of Money Laundering Act requires; then they are deleted too`;

const CLOSE = { label: 'Close my account', busyLabel: 'Closing…' } as const;

interface Props {
  accountRole: Role;
  /** Whether the account has a password; without one, closing it asks for a code emailed to it. */
  hasPassword: boolean;
}

export default function ErasureSection({ accountRole: role, hasPassword }: Props) {
  return (
    <Section title="Close my account and erase my data" look="card">
      <div className="mt-2 space-y-2 text-sm text-slate-700">
        <p>Your account closes at once: you are signed out everywhere and cannot sign in again.</p>
        <p>
          After {ERASURE_NOTICE_HOURS} hours&apos; notice (we email you) we erase {ERASED}. Changed your mind? Contact support within those{' '}
          {ERASURE_NOTICE_HOURS} hours to cancel.
        </p>
        <p>We keep {KEPT}.</p>
        <p>
          {role === 'user'
            ? 'You cannot close your account while you hold shares through us or have an open order or sale: sell or transfer them first.'
            : 'You cannot close your account while commissions are waiting to be paid out to you.'}
        </p>
      </div>
      <div className="mt-4">{hasPassword ? <PasswordConfirm role={role} /> : <CodeConfirm role={role} />}</div>
    </Section>
  );
}

/** Closed: the sessions ended, so the visitor leaves the dashboard. */
async function close(role: Role, proof: { password: string } | { code: string }) {
  await call(privacyApiOf(role).erasure, proof);
  window.location.assign('/');
}

function PasswordConfirm({ role }: { role: Role }) {
  const form = useApiForm(erasureWithPasswordSchema, (values) => close(role, values));
  return (
    <ApiForm form={form} label="Close my account" className="max-w-sm space-y-4">
      <TextField
        label="Your password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        hint="To be sure it is you who closes the account."
        error={form.errors.password}
      />
      <SubmitButton look="danger" busy={form.submitting} {...CLOSE} />
    </ApiForm>
  );
}

function CodeConfirm({ role }: { role: Role }) {
  const { sending, sendError, notice, send } = useSendCode();
  const cooldown = useCountdown();
  const form = useApiForm(erasureWithCodeSchema, (values) => close(role, values));

  async function sendCode() {
    if (sending) return;
    const response = await send(() => call(privacyApiOf(role).erasureCode));
    if (response) cooldown.start(response.data.resendInSeconds);
  }

  return (
    <div className="max-w-sm space-y-4">
      <FormSuccess message={notice} />
      <FormAlert message={sendError} />
      {notice ? (
        <ApiForm form={form} label="Close my account">
          <CodeField error={form.errors.code} secondsLeft={cooldown.secondsLeft} resending={sending} onResend={() => void sendCode()} />
          <SubmitButton look="danger" busy={form.submitting} {...CLOSE} />
        </ApiForm>
      ) : (
        <button type="button" onClick={() => void sendCode()} disabled={sending} className={secondaryButton}>
          {sending ? 'Sending…' : 'Email me a code to close my account'}
        </button>
      )}
    </div>
  );
}
