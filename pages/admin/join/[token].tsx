import type { InferGetServerSidePropsType } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { useState } from 'react';

import AuthenticatorQr from '@/components/admin/account/AuthenticatorQr';
import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import BrandLogo from '@/components/ui/BrandLogo';
import { brand } from '@/lib/brand';
import { call } from '@/lib/contracts/client';
import { staffJoinApi } from '@/lib/contracts/staff';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { PATHS } from '@/lib/routes';
import { getServerSideProps } from '@/lib/server/loaders/admin/join/[token]';
import { STAFF_MESSAGES, staffJoinSchema, staffTotpEnrolSchema } from '@/lib/validations/staff';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <>
      <Head>
        <title>{`${title} | ${brand.name}`}</title>
      </Head>
      <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
        <div className="w-full max-w-lg rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <BrandLogo width={160} height={32} className="h-8 w-auto" />
          <h1 className="mt-6 text-2xl font-bold text-brand-900">{title}</h1>
          {children}
        </div>
      </main>
    </>
  );
}

const signInLink = (
  <Link href={PATHS.operatorSignIn} className="mt-6 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline">
    Go to the operator sign-in
  </Link>
);

export default function StaffJoinPage({ token, link }: Props) {
  const [done, setDone] = useState('');
  const joining = link?.purpose === 'invite';
  const form = useApiForm(joining ? staffJoinSchema : staffTotpEnrolSchema, async (values) => {
    setDone((await call(staffJoinApi, values)).message);
  });

  if (!link) {
    return (
      <Card title="This link no longer works">
        <p className="mt-2 text-slate-700">{STAFF_MESSAGES.linkInvalid}</p>
        {signInLink}
      </Card>
    );
  }
  if (done) {
    return (
      <Card title={joining ? 'You are in' : 'New authenticator set'}>
        <p role="status" className="mt-2 text-slate-700">
          {done}
        </p>
        {signInLink}
      </Card>
    );
  }
  return (
    <Card title={joining ? `Welcome, ${link.fullName}` : 'Set up your new authenticator'}>
      <p className="mt-1 text-sm text-slate-700">
        {joining
          ? `Set a password for ${link.email}, then add the console to your authenticator app.`
          : `An admin reset the authenticator of ${link.email}. Add the new one to your app and confirm with your password.`}
      </p>
      <ol className="mt-4 list-decimal space-y-1 pl-5 text-sm text-slate-700">
        <li>Scan this code with your authenticator app, or type the secret into it.</li>
        <li>Type the six-digit code the app now shows{joining ? ', with your new password' : ', with your password'}.</li>
      </ol>
      <div className="mt-4">
        <AuthenticatorQr secret={link.secret} qrSvg={link.qrSvg} alt="QR code of your authenticator secret" />
      </div>
      <form
        method="post"
        noValidate
        onSubmit={form.onSubmit}
        aria-label={joining ? 'Join the console' : 'Set up the new authenticator'}
        className="mt-6 space-y-4"
      >
        <FormAlert message={form.formError || form.errors.token || ''} />
        <input type="hidden" name="token" value={token} />
        {joining ? (
          <>
            <TextField
              label="New password"
              name="password"
              type="password"
              autoComplete="new-password"
              error={form.errors.password}
              required
            />
            <TextField
              label="New password again"
              name="confirmPassword"
              type="password"
              autoComplete="new-password"
              error={form.errors.confirmPassword}
              required
            />
          </>
        ) : (
          <TextField
            label="Your password"
            name="password"
            type="password"
            autoComplete="current-password"
            error={form.errors.password}
            required
          />
        )}
        <TextField
          label="Authenticator code"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          hint="The 6 digits your authenticator app shows now."
          error={form.errors.code}
          required
        />
        <SubmitButton busy={form.submitting} label={joining ? 'Join' : 'Set it up'} busyLabel="Checking…" />
      </form>
    </Card>
  );
}
