import Head from 'next/head';
import { useRouter } from 'next/router';

import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import BrandLogo from '@/components/ui/BrandLogo';
import { operatorSignInApi } from '@/lib/contracts/accounts';
import { call } from '@/lib/contracts/client';
import { brand } from '@/lib/brand';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { PATHS } from '@/lib/routes';
import { safeNextPath } from '@/lib/safeRedirect';
import { operatorSignInSchema } from '@/lib/validations/operators';

export { getServerSideProps } from '@/lib/server/loaders/admin/login';

export default function OperatorSignInPage() {
  const router = useRouter();
  const { errors, formError, submitting, onSubmit } = useApiForm(operatorSignInSchema, async (values) => {
    await call(operatorSignInApi, values);
    // A full load: the console's pages read the new cookie on the server.
    window.location.assign(safeNextPath(router.query.next, PATHS.operatorDesk));
  });

  return (
    <>
      <Head>
        <title>{`Operator sign in | ${brand.name}`}</title>
      </Head>
      <main id="main-content" className="flex min-h-screen items-center justify-center bg-slate-50 px-4 py-10">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <BrandLogo width={160} height={32} className="h-8 w-auto" />
          <h1 className="mt-6 text-2xl font-bold text-brand-900">Operator sign in</h1>
          <p className="mt-1 text-sm text-slate-700">The console for orders, sales, KYC and companies. Staff only.</p>
          <form method="post" noValidate onSubmit={onSubmit} aria-label="Operator sign in" className="mt-6 space-y-4">
            <FormAlert message={formError} />
            <TextField label="Email" name="email" type="email" autoComplete="username" error={errors.email} required />
            <TextField label="Password" name="password" type="password" autoComplete="current-password" error={errors.password} required />
            <TextField
              label="Authenticator code"
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={7}
              hint="The 6 digits your authenticator app shows now."
              error={errors.code}
              required
            />
            <SubmitButton busy={submitting} label="Sign in" busyLabel="Signing in…" />
          </form>
        </div>
      </main>
    </>
  );
}
