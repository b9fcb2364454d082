// The profile page of either dashboard: the page's frame around the one profile editor.
import type { ComponentProps } from 'react';

import Link from 'next/link';

import DashboardPage from '@/components/dashboard/DashboardPage';
import ProfileEditor from '@/components/profile/ProfileEditor';

type Props = ComponentProps<typeof ProfileEditor>;

const DESCRIPTION: Record<Props['accountRole'], string> = {
  user: 'Your picture, name, contact details and password.',
  partner: 'Your referral link, picture, details, contact details and password.',
};

const PRIVACY: Record<Props['accountRole'], string> = { user: '/dashboard/privacy', partner: '/Cp/privacy' };

export default function ProfilePage(props: Props) {
  return (
    <DashboardPage title="Profile" description={DESCRIPTION[props.accountRole]}>
      <p className="mb-6 text-sm">
        <Link href={PRIVACY[props.accountRole]} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800">
          Privacy
        </Link>
        : a copy of your data, or closing your account and erasing it.
      </p>
      <ProfileEditor {...props} />
    </DashboardPage>
  );
}
