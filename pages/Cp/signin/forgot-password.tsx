import Link from 'next/link';

import AuthCard from '@/components/auth/AuthCard';
import ForgotPasswordForm from '@/components/auth/ForgotPasswordForm';

export default function PartnerForgotPasswordPage() {
  return (
    <AuthCard
      audience="Channel Partner"
      title="Reset your password"
      subtitle="We will send a 6-digit code to your email or mobile number."
      footer={
        <>
          Remembered it?{' '}
          <Link href="/Cp/signin" className="font-semibold text-brand-700 underline">
            Back to partner sign in
          </Link>
        </>
      }
    >
      <ForgotPasswordForm accountRole="partner" />
    </AuthCard>
  );
}
