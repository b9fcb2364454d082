import AuthCard from '@/components/auth/AuthCard';
import GoogleSignInButton from '@/components/auth/GoogleSignInButton';
import SessionErrorAlert from '@/components/auth/SessionErrorAlert';
import SessionStatus from '@/components/auth/SessionStatus';
import SignInForm from '@/components/auth/SignInForm';

// Says whether Google sign-in is configured (read by _app).
export { getServerSideProps } from '@/lib/server/loaders/login';

export default function LoginPage() {
  return (
    <AuthCard screen="userSignIn">
      <SessionErrorAlert />
      <SessionStatus />
      <SignInForm accountRole="user" />
      <div className="mt-4">
        <GoogleSignInButton />
      </div>
    </AuthCard>
  );
}

// Whether Google sign-in is configured is read on the server at request time.
