import AuthCard from '@/components/auth/AuthCard';
import ForgotPasswordForm from '@/components/auth/ForgotPasswordForm';

export default function InvestorForgotPasswordPage() {
  return (
    <AuthCard screen="userReset">
      <ForgotPasswordForm accountRole="user" />
    </AuthCard>
  );
}
