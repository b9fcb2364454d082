import Link from 'next/link';

import AuthCard from '@/components/auth/AuthCard';
import SignInForm from '@/components/auth/SignInForm';

export default function LoginPage() {
  return (
    <AuthCard
      audience="Investor"
      title="Sign in"
      subtitle="Track your unlisted shares, orders and watch list."
      footer={
        <>
          New here?{' '}
          <Link href="/signup" className="font-semibold text-brand-700 underline">
            Create an investor account
          </Link>
        </>
      }
    >
      <SignInForm role="user" />
    </AuthCard>
  );
}
