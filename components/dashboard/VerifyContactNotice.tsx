// Asks a new investor or partner to confirm their email and mobile number (or add a number, after Google sign-in).
import Link from 'next/link';

interface Props {
  emailVerified: boolean;
  phoneVerified: boolean;
  hasPhone: boolean;
  /** The profile page whose contact section does it. */
  profileHref?: string;
}

export default function VerifyContactNotice({ emailVerified, phoneVerified, hasPhone, profileHref = '/dashboard/profile' }: Props) {
  const steps = [
    !emailVerified && 'confirm your email',
    !hasPhone ? 'add a mobile number' : !phoneVerified && 'confirm your mobile number',
  ].filter((step): step is string => Boolean(step));
  if (steps.length === 0) return null;
  const heading = steps.join(' and ');
  return (
    <section
      aria-labelledby="verify-contact-heading"
      className="mb-4 flex flex-col gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="verify-contact-heading" className="font-semibold text-amber-950">
          {heading.charAt(0).toUpperCase() + heading.slice(1)}
        </h2>
        <p className="mt-1 text-sm text-amber-900">
          We send a 6-digit code; it keeps your account recoverable and lets you sign in without a password.
        </p>
      </div>
      <Link
        href={`${profileHref}#contact`}
        className="inline-flex min-h-11 shrink-0 items-center self-start rounded-lg bg-amber-900 px-4 text-sm font-semibold text-white hover:bg-amber-950 sm:self-auto"
      >
        Go to your profile
      </Link>
    </section>
  );
}
