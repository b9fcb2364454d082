import AuthCard from '@/components/auth/AuthCard';
import SignInForm from '@/components/auth/SignInForm';

export default function PartnerSignInPage() {
  return (
    <AuthCard screen="partnerSignIn">
      <SignInForm accountRole="partner" />
    </AuthCard>
  );
}
