import { useSyncExternalStore } from 'react';

import CopyField from '@/components/profile/CopyField';
import ProfileSection from '@/components/profile/ProfileSection';
import { brand } from '@/lib/brand';

export const referralLink = (origin: string, code: string) => `${origin.replace(/\/$/, '')}/signup?code=${encodeURIComponent(code)}`;

// The page's origin does not change while it is open: nothing to subscribe to.
const subscribe = () => () => undefined;
const browserOrigin = () => window.location.origin;

/** The partnership code and a sign-up link that carries it, each with a Copy button. */
export default function ReferralCard({ code }: { code: string }) {
  // The configured site address on the server; the address actually in use once in the browser.
  const origin = useSyncExternalStore(subscribe, browserOrigin, () => brand.siteUrl);

  return (
    <ProfileSection
      title="Refer investors"
      description="Investors who sign up through your link, or enter your code when they sign up, become your clients."
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <CopyField label="Partnership code" value={code} what="partnership code" mono />
        <CopyField label="Sign-up link" value={referralLink(origin, code)} what="sign-up link" />
      </div>
    </ProfileSection>
  );
}
