import Link from 'next/link';

import SessionList from '@/components/account/SessionList';
import ProfileDetails from '@/components/dashboard/ProfileDetails';
import BankAccountForm from '@/components/profile/BankAccountForm';
import ContactCard from '@/components/profile/ContactCard';
import DetailsForm from '@/components/profile/DetailsForm';
import PasswordForm from '@/components/profile/PasswordForm';
import PhotoSection from '@/components/profile/PhotoSection';
import ProfileSection from '@/components/profile/ProfileSection';
import ReferralCard from '@/components/profile/ReferralCard';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import ButtonLink from '@/components/ui/ButtonLink';
import type { PublicPartner, PublicUser } from '@/lib/server/services/accounts';
import type { PartnerBankAccounts } from '@/lib/server/services/partnerBank';

export interface Verification {
  emailVerified: boolean;
  phoneVerified: boolean;
}

type Props = { verification: Verification } & (
  { accountRole: 'user'; account: PublicUser } | { accountRole: 'partner'; account: PublicPartner; bank: PartnerBankAccounts }
);

/** The whole profile page for either role: picture, details, email and mobile, password (partners: referral too). */
export default function ProfileEditor(props: Props) {
  const { accountRole, account, verification } = props;
  const refresh = useRefreshProps();
  const code =
    props.accountRole === 'user'
      ? { label: 'Investor ID', value: props.account.userUniqueCode }
      : { label: 'Partnership code', value: props.account.partnershipCode };
  const contacts = [
    { channel: 'email', value: account.email, verified: verification.emailVerified },
    { channel: 'sms', value: account.phone, verified: verification.phoneVerified },
  ] as const;

  return (
    <div className="space-y-6">
      <ProfileDetails fullName={account.fullName} profileImage={account.profileImage} code={code} />
      {props.accountRole === 'partner' && <ReferralCard code={props.account.partnershipCode} />}
      <div className="grid gap-6 lg:grid-cols-2">
        <ProfileSection title="Profile picture" description="Shown in the header of your dashboard.">
          <PhotoSection accountRole={accountRole} profileImage={account.profileImage} onChanged={refresh} />
        </ProfileSection>
        <ProfileSection title="Your details">
          {props.accountRole === 'user' ? (
            <DetailsForm accountRole="user" fullName={props.account.fullName} onChanged={refresh} />
          ) : (
            <DetailsForm
              accountRole="partner"
              fullName={props.account.fullName}
              firm={props.account.firm}
              city={props.account.city}
              onChanged={refresh}
            />
          )}
        </ProfileSection>
      </div>
      <ProfileSection title="Email and mobile" anchor="contact" description="To change either, we send a code to the new one first.">
        <div className="grid gap-4 lg:grid-cols-2">
          {contacts.map((contact) => (
            <ContactCard key={contact.channel} accountRole={accountRole} {...contact} onChanged={refresh} />
          ))}
        </div>
      </ProfileSection>
      {props.accountRole === 'partner' && (
        <ProfileSection
          title="Bank account and PAN"
          anchor="bank"
          description="Where your commission is paid. A change needs a code we email you, and finance verifies it before the next payout."
        >
          <BankAccountForm accounts={props.bank} onChanged={refresh} />
        </ProfileSection>
      )}
      <ProfileSection
        title="Password"
        description="You need your current password to set a new one. Changing it signs out your other sessions."
      >
        <PasswordForm accountRole={accountRole} />
      </ProfileSection>
      <ProfileSection title="Where you’re signed in" anchor="sessions" description="Every device and browser signed in to your account.">
        <SessionList accountRole={accountRole} />
      </ProfileSection>
      <ProfileSection
        title="Privacy"
        description="Your consents, a copy of your data, corrections, your nominee, and closing your account."
      >
        <ButtonLink href={accountRole === 'user' ? '/dashboard/privacy' : '/Cp/privacy'}>Privacy</ButtonLink>
      </ProfileSection>
      {accountRole === 'user' && (
        <ProfileSection title="KYC" description="Your PAN, demat account and bank account, needed before you can buy or sell shares.">
          <Link
            href="/dashboard/kyc"
            className="inline-flex min-h-11 items-center rounded-lg bg-white px-4 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 hover:bg-slate-50"
          >
            KYC details
          </Link>
        </ProfileSection>
      )}
    </div>
  );
}
