// Profile → Privacy: the right of erasure. Says what is erased and what the law makes us keep, and asks
// before it closes the account (the owner is signed out at once).
import Section from '@/components/kit/Section';
import { privacyApiOf } from '@/components/privacy/privacyApi';
import ConfirmButton from '@/components/ui/ConfirmButton';
import type { Role } from '@/lib/auth/token';
import { call } from '@/lib/contracts/client';
import { ERASURE_NOTICE_HOURS, KEEP_YEARS } from '@/lib/validations/privacy';

const ERASED =
  'your name, email address, mobile number and picture, your watch list and cart, your notifications, and the text and attachments of your support tickets';
const KEPT = `your KYC record and documents and the records of your orders, sales, payments and commissions, for ${KEEP_YEARS} years after your account closes, as the Prevention of Money Laundering Act requires; then they are deleted too`;

export default function ErasureSection({ accountRole: role }: { accountRole: Role }) {
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
      <div className="mt-4">
        <ConfirmButton
          label="Close my account"
          title="Close your account and erase your data?"
          body={`You will be signed out now and cannot sign in again. In ${ERASURE_NOTICE_HOURS} hours we erase what we are not required to keep.`}
          confirmLabel="Close my account"
          busyLabel="Closing…"
          onConfirm={async () => {
            await call(privacyApiOf(role).erasure);
            window.location.assign('/');
          }}
        />
      </div>
    </Section>
  );
}
