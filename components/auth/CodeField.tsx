// The six-digit code input, with "Resend code" once the cool-down has passed.
import TextField from '@/components/forms/TextField';

interface Props {
  error?: string;
  secondsLeft: number;
  resending: boolean;
  onResend: () => void;
}

export default function CodeField({ error, secondsLeft, resending, onResend }: Props) {
  return (
    <div className="space-y-2">
      <TextField
        label="6-digit code"
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- shown only after the visitor asked for a code: typing it is the next step
        autoFocus
        error={error}
        className="[&_input]:tracking-[0.4em] [&_input]:text-lg"
      />
      <p className="text-sm text-slate-600" aria-live="polite">
        {secondsLeft > 0 ? (
          <>You can ask for a new code in {secondsLeft} s.</>
        ) : (
          <button
            type="button"
            onClick={onResend}
            disabled={resending}
            className="font-semibold text-brand-700 underline disabled:opacity-60"
          >
            {resending ? 'Sending…' : 'Resend code'}
          </button>
        )}
      </p>
    </div>
  );
}
