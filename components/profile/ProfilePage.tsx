// The profile page of either dashboard: the page's frame around the one profile editor.
import type { ComponentProps } from 'react';

import DashboardPage from '@/components/dashboard/DashboardPage';
import ProfileEditor from '@/components/profile/ProfileEditor';

type Props = ComponentProps<typeof ProfileEditor>;

const DESCRIPTION: Record<Props['accountRole'], string> = {
  user: 'Your picture, name, contact details and password.',
  partner: 'Your referral link, picture, details, contact details and password.',
};

export default function ProfilePage(props: Props) {
  return (
    <DashboardPage title="Profile" description={DESCRIPTION[props.accountRole]}>
      <ProfileEditor {...props} />
    </DashboardPage>
  );
}
