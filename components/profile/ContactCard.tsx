import { useId, useState, type ReactNode } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import FormAlert from '@/components/forms/FormAlert';
import TextField from '@/components/forms/TextField';
import { primaryButton, secondaryButton } from '@/components/profile/buttons';
import { useCountdown } from '@/lib/hooks/useCountdown';
import { apiError } from '@/lib/api/clients';
import { call } from '@/lib/contracts/client';
import { PROFILE_API, type CodeSentToData, type ProfileRole } from '@/lib/contracts/profile';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { changeContactSchema, changeContactSendSchema, OTP_LENGTH, verifyContactSchema, type CodeChannel } from '@/lib/validations/otp';

type Channel = CodeChannel;
type Step = { kind: 'idle' } | { kind: 'verify' } | { kind: 'new-address' } | { kind: 'change-code'; destination: string };

interface Props {
  accountRole: ProfileRole;
  channel: Channel;
  value: string | null;
  verified: boolean;
  onChanged: () => unknown;
}

const TEXT = {
  email: { title: 'Email', newLabel: 'New email', inputType: 'email', autoComplete: 'email', inputMode: 'email' },
  sms: { title: 'Mobile number', newLabel: 'New mobile number', inputType: 'tel', autoComplete: 'tel-national', inputMode: 'numeric' },
} as const;

/** An email or mobile number: its verified badge, "Verify" (code to it) and "Change" (code to the new one). */
export default function ContactCard({ accountRole, channel, value, verified, onChanged }: Props) {
  const headingId = useId();
  const text = TEXT[channel];
  const api = PROFILE_API[accountRole];
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [notice, setNotice] = useState('');
  const [sendError, setSendError] = useState('');
  const [sending, setSending] = useState(false);
  const cooldown = useCountdown();

  function codeSent(data: CodeSentToData, message: string) {
    cooldown.start(data.resendInSeconds);
    setNotice(message);
  }

  async function sendVerifyCode() {
    if (sending) return;
    setSending(true);
    setSendError('');
    try {
      const response = await call(api.verifySend, { channel });
      codeSent(response.data, response.message);
      setStep({ kind: 'verify' });
    } catch (error) {
      setSendError(apiError(error).message);
    } finally {
      setSending(false);
    }
  }

  async function resendChangeCode(destination: string) {
    if (sending) return;
    setSending(true);
    setSendError('');
    try {
      const response = await call(api.contactSend, { channel, destination });
      codeSent(response.data, response.message);
    } catch (error) {
      setSendError(apiError(error).message);
    } finally {
      setSending(false);
    }
  }

  async function finish(message: string) {
    setStep({ kind: 'idle' });
    setNotice(message);
    await onChanged();
  }

  const verifyForm = useApiForm(verifyContactSchema, async (values) => {
    const response = await call(api.verifyConfirm, values);
    await finish(response.message);
  });

  const addressForm = useApiForm(changeContactSendSchema, async (values) => {
    setSendError('');
    const response = await call(api.contactSend, values);
    codeSent(response.data, response.message);
    setStep({ kind: 'change-code', destination: values.destination });
  });

  const changeForm = useApiForm(changeContactSchema, async (values) => {
    const response = await call(api.contactConfirm, values);
    await finish(response.message);
  });

  function cancel() {
    setStep({ kind: 'idle' });
    setNotice('');
    setSendError('');
  }

  const resendLabel = cooldown.secondsLeft > 0 ? `Resend code in ${cooldown.secondsLeft} s` : sending ? 'Sending…' : 'Resend code';

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-medium text-slate-600">
            {text.title}
          </h3>
          <p className="mt-0.5 break-words text-slate-900">{value ?? 'Not added yet'}</p>
          {value && (
            <span
              className={`mt-1 inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${verified ? 'bg-emerald-50 text-emerald-800 ring-1 ring-emerald-200' : 'bg-amber-50 text-amber-900 ring-1 ring-amber-200'}`}
            >
              {verified ? 'Verified' : 'Not verified'}
            </span>
          )}
        </div>
        {step.kind === 'idle' && (
          <div className="flex flex-wrap gap-2">
            {value && !verified && (
              <button type="button" onClick={() => void sendVerifyCode()} disabled={sending} className={secondaryButton}>
                {sending ? 'Sending…' : 'Verify'}
                <span className="sr-only"> {text.title.toLowerCase()}</span>
              </button>
            )}
            <button
              type="button"
              onClick={() => {
                setNotice('');
                setSendError('');
                setStep({ kind: 'new-address' });
              }}
              className={secondaryButton}
            >
              {value ? 'Change' : 'Add'}
              <span className="sr-only"> {text.title.toLowerCase()}</span>
            </button>
          </div>
        )}
      </div>

      <div className="mt-3 space-y-3">
        <FormSuccess message={notice} />
        <FormAlert message={sendError} />

        {step.kind === 'verify' && (
          <ChannelForm form={verifyForm} channel={channel} label={`Verify ${text.title.toLowerCase()}`}>
            <CodeField error={verifyForm.errors.code} />
            <Actions busy={verifyForm.submitting} confirm="Confirm code" onCancel={cancel}>
              <button
                type="button"
                onClick={() => void sendVerifyCode()}
                disabled={sending || cooldown.secondsLeft > 0}
                className={secondaryButton}
              >
                {resendLabel}
              </button>
            </Actions>
          </ChannelForm>
        )}

        {step.kind === 'new-address' && (
          <ChannelForm form={addressForm} channel={channel} label={`Change ${text.title.toLowerCase()}`}>
            <TextField
              label={text.newLabel}
              name="destination"
              type={text.inputType}
              inputMode={text.inputMode}
              autoComplete={text.autoComplete}
              required
              hint={channel === 'sms' ? 'A 10-digit Indian mobile number. We send a code to it.' : 'We send a code to it.'}
              error={addressForm.errors.destination}
            />
            <Actions busy={addressForm.submitting} confirm="Send code" busyLabel="Sending…" onCancel={cancel} />
          </ChannelForm>
        )}

        {step.kind === 'change-code' && (
          <ChannelForm
            form={changeForm}
            channel={channel}
            label={`Confirm new ${text.title.toLowerCase()}`}
            alert={changeForm.formError || changeForm.errors.destination || ''}
          >
            <input type="hidden" name="destination" value={step.destination} />
            <CodeField error={changeForm.errors.code} />
            <Actions busy={changeForm.submitting} confirm={`Confirm new ${text.title.toLowerCase()}`} onCancel={cancel}>
              <button
                type="button"
                onClick={() => void resendChangeCode(step.destination)}
                disabled={sending || cooldown.secondsLeft > 0}
                className={secondaryButton}
              >
                {resendLabel}
              </button>
              <button
                type="button"
                onClick={() => {
                  setNotice('');
                  setStep({ kind: 'new-address' });
                }}
                className={secondaryButton}
              >
                Use another {channel === 'email' ? 'email' : 'number'}
              </button>
            </Actions>
          </ChannelForm>
        )}
      </div>
    </section>
  );
}

interface ChannelFormProps {
  form: ReturnType<typeof useApiForm>;
  channel: CodeChannel;
  label: string;
  /** The form's message; the form-level error by default. */
  alert?: string;
  children: ReactNode;
}

/** One step's form: posted, its message on top, the channel it is about sent with it. */
function ChannelForm({ form, channel, label, alert, children }: ChannelFormProps) {
  return (
    <form method="post" noValidate onSubmit={form.onSubmit} className="space-y-3" aria-label={label}>
      <FormAlert message={alert ?? form.formError} />
      <input type="hidden" name="channel" value={channel} />
      {children}
    </form>
  );
}

function CodeField({ error }: { error?: string }) {
  return (
    <TextField
      label={`${OTP_LENGTH}-digit code`}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={OTP_LENGTH}
      required
      // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only after the visitor asked for a code: typing it is the next step
      autoFocus
      error={error}
    />
  );
}

interface ActionsProps {
  busy: boolean;
  confirm: string;
  busyLabel?: string;
  onCancel: () => void;
  children?: React.ReactNode;
}

function Actions({ busy, confirm, busyLabel = 'Checking…', onCancel, children }: ActionsProps) {
  return (
    <div className="flex flex-wrap gap-2">
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={primaryButton}>
        {busy ? busyLabel : confirm}
      </button>
      {children}
      <button type="button" onClick={onCancel} className={secondaryButton}>
        Cancel
      </button>
    </div>
  );
}
