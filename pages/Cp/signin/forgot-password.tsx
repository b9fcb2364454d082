import AuthCard from '@/components/auth/AuthCard';
import ForgotPasswordForm from '@/components/auth/ForgotPasswordForm';

export default function PartnerForgotPasswordPage() {
  return (
    <AuthCard screen="partnerReset">
      <ForgotPasswordForm accountRole="partner" />
    </AuthCard>
  );
}
