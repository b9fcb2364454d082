import AdminPage from '@/components/admin/AdminPage';
import TotpReset from '@/components/admin/account/TotpReset';
import SessionList from '@/components/account/SessionList';
import PasswordForm from '@/components/profile/PasswordForm';
import ProfileSection from '@/components/profile/ProfileSection';
import { getServerSideProps } from '@/lib/server/loaders/admin/account';

export { getServerSideProps };

export default function OperatorAccountPage() {
  return (
    <AdminPage title="Your account" description="Your password, your authenticator app and where you are signed in.">
      <div className="space-y-6">
        <ProfileSection title="Password" description="Changing it signs out your other sessions.">
          <PasswordForm accountRole="operator" />
        </ProfileSection>
        <ProfileSection
          title="Authenticator app"
          description="Moving to a new phone? Set up the new app here while the old one still works. Lost it? Ask an admin to run npm run operator:totp-reset."
        >
          <TotpReset />
        </ProfileSection>
        <ProfileSection title="Where you’re signed in" description="Sessions end after 8 hours, or 30 minutes without activity.">
          <SessionList accountRole="operator" />
        </ProfileSection>
      </div>
    </AdminPage>
  );
}
