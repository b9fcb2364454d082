import AuthCard from '@/components/auth/AuthCard';
import SignUpForm from '@/components/auth/SignUpForm';

export default function PartnerSignUpPage() {
  return (
    <AuthCard screen="partnerSignUp">
      <SignUpForm accountRole="partner" />
    </AuthCard>
  );
}
