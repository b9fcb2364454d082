import Link from 'next/link';

import AuthCard from '@/components/auth/AuthCard';
import SignUpForm from '@/components/auth/SignUpForm';

export default function SignUpPage() {
  return (
    <AuthCard
      audience="Investor"
      title="Create your account"
      subtitle="Invest in unlisted and pre-IPO companies in a few steps."
      footer={
        <>
          Already have an account?{' '}
          <Link href="/login" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm role="user" />
    </AuthCard>
  );
}
