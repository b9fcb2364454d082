// Email or mobile number: where a one-time code goes.
import type { CodeChannel } from '@/lib/validations/otp';

interface Props {
  value: CodeChannel;
  onChange: (channel: CodeChannel) => void;
}

const OPTIONS: { value: CodeChannel; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'Mobile number' },
];

export default function ChannelChoice({ value, onChange }: Props) {
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">Send the code to my</legend>
      <div className="grid grid-cols-2 gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={`flex cursor-pointer items-center justify-center gap-2 rounded-lg border px-3 py-2 text-sm font-medium focus-within:ring-2 focus-within:ring-brand-600/40 ${
              value === option.value ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700'
            }`}
          >
            <input
              type="radio"
              name="channel"
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
