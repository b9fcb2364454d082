import Link from 'next/link';

import AuthCard from '@/components/auth/AuthCard';
import SignInForm from '@/components/auth/SignInForm';

export default function PartnerSignInPage() {
  return (
    <AuthCard
      audience="Channel Partner"
      title="Partner sign in"
      subtitle="Your share list, clients and commissions in one place."
      footer={
        <>
          Not a partner yet?{' '}
          <Link href="/Cp/signup" className="font-semibold text-brand-700 underline">
            Become a channel partner
          </Link>
        </>
      }
    >
      <SignInForm accountRole="partner" />
    </AuthCard>
  );
}
