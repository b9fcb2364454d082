import AuthCard from '@/components/auth/AuthCard';
import GoogleSignInButton from '@/components/auth/GoogleSignInButton';
import SessionStatus from '@/components/auth/SessionStatus';
import SignUpForm from '@/components/auth/SignUpForm';

// Says whether Google sign-in is configured (read by _app).
export { getServerSideProps } from '@/lib/server/loaders/signup';

export default function SignUpPage() {
  return (
    <AuthCard screen="userSignUp">
      <SessionStatus />
      <SignUpForm accountRole="user" />
      <div className="mt-4">
        <GoogleSignInButton
          label="Sign up with Google"
          hint="With Google, your dashboard asks you to accept the terms and the privacy policy, and for the same choices, when you first arrive."
        />
      </div>
    </AuthCard>
  );
}

// Whether Google sign-in is configured is read on the server at request time.
