import type { InferGetServerSidePropsType } from 'next';
import { useRouter } from 'next/router';

import StaffActions from '@/components/admin/staff/StaffActions';
import { useCan } from '@/components/admin/StaffRoles';
import DetailPage from '@/components/kit/DetailPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { formatDateTime } from '@/lib/format';
import { STAFF_ROLE_LABELS } from '@/lib/permissions';
import { getServerSideProps } from '@/lib/server/loaders/admin/staff/[id]';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

// The audit log's staff actions as the history reads them.
const HISTORY: Record<string, string> = {
  'staff.invite': 'Invited to the console',
  'staff.invite_resent': 'Invitation sent again',
  'staff.joined': 'Joined (password and authenticator set)',
  'staff.update': 'Roles or access changed',
  'staff.sign_out': 'Signed out everywhere',
  'staff.totp_reset': 'Authenticator reset',
  'staff.totp_enrolled': 'New authenticator set up',
  'operator.password_change': 'Changed their password',
  'operator.totp_reset': 'Replaced their authenticator',
};

export default function StaffMemberPage({ person, self }: Props) {
  const { query } = useRouter();
  const mayChange = useCan('staff:write');
  const notice = typeof query.notice === 'string' ? query.notice : '';
  return (
    <DetailPage
      title={person.fullName}
      description={
        <>
          {person.email} · <StatusBadge status={person.status} />
          {notice && <span className="mt-2 block text-sm font-medium text-green-800">{notice}</span>}
        </>
      }
      back={{ href: '/admin/staff', label: 'All staff' }}
      actions={mayChange ? (done) => <StaffActions person={person} self={self} done={done} /> : undefined}
      facts={[
        {
          title: 'Account',
          items: [
            { label: 'Roles', value: person.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ') },
            { label: 'Added', value: formatDateTime(person.createdAt) },
            { label: 'Last seen', value: person.lastSeenAt ? formatDateTime(person.lastSeenAt) : 'Never' },
            { label: 'Live sessions', value: String(person.liveSessions) },
            {
              label: 'Link waiting',
              value: person.pendingLink
                ? `${person.pendingLink.purpose === 'invite' ? 'Invitation' : 'New authenticator'}, until ${formatDateTime(person.pendingLink.expiresAt)}`
                : 'None',
            },
          ],
        },
      ]}
      events={[...person.history].reverse().map((entry) => ({
        event: HISTORY[entry.action] ?? entry.action,
        actor: entry.by ?? 'a former staff member',
        note: null,
        at: entry.at,
      }))}
    />
  );
}
