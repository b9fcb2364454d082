import Link from 'next/link';

import AuthCard from '@/components/auth/AuthCard';
import SignUpForm from '@/components/auth/SignUpForm';

export default function PartnerSignUpPage() {
  return (
    <AuthCard
      audience="Channel Partner"
      title="Be our partner"
      subtitle="Offer your clients unlisted shares at partner prices and earn a commission."
      footer={
        <>
          Already a partner?{' '}
          <Link href="/Cp/signin" className="font-semibold text-brand-700 underline">
            Sign in
          </Link>
        </>
      }
    >
      <SignUpForm accountRole="partner" />
    </AuthCard>
  );
}
