// Profile → Privacy of either dashboard (pages/dashboard/privacy.tsx, pages/Cp/privacy.tsx): the account's
// exports, consents and nominee, and whether it has a password (what closing it asks for); an investor's
// KYC status too (what a correction may ask).
import { getDb } from '@/lib/server/db/client';
import { investorLoader, partnerLoader } from '@/lib/server/loaders/wrappers';
import { hasPassword } from '@/lib/server/services/accounts';
import { consentsView } from '@/lib/server/services/consents';
import { listExports } from '@/lib/server/services/dataExport';
import { getKycStatus } from '@/lib/server/services/kyc';
import { nomineeView } from '@/lib/server/services/nominees';

async function privacyProps(account: { kind: 'user' | 'partner'; id: number }) {
  const db = await getDb();
  const [exports, consents, nominee, kycStatus, withPassword] = await Promise.all([
    listExports(db, account),
    consentsView(db, account),
    nomineeView(db, account),
    account.kind === 'user' ? getKycStatus(db, account.id) : null,
    hasPassword(db, account.kind, account.id),
  ]);
  return { props: { exports, consents, nominee, kycStatus, hasPassword: withPassword } };
}

export const investorPrivacyProps = investorLoader((_ctx, user) => privacyProps({ kind: 'user', id: user.id }));
export const partnerPrivacyProps = partnerLoader((_ctx, partner) => privacyProps({ kind: 'partner', id: partner.id }));
