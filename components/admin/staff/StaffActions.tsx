// What an admin can do to a staff member's account: change roles, disable or enable, sign them out
// everywhere, reset their authenticator, send the invitation again. Each answer's message is shown
// on the page, which then reloads the record.
import type { ComponentProps } from 'react';

import FormAlert from '@/components/forms/FormAlert';
import SubmitButton from '@/components/forms/SubmitButton';
import RolesField from '@/components/admin/staff/RolesField';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { staffInvitationApi, staffSignOutApi, staffTotpResetApi, staffUpdateApi } from '@/lib/contracts/staff';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { StaffRole, StaffStatus } from '@/lib/permissions';
import { staffUpdateSchema } from '@/lib/validations/staff';

interface Props {
  person: { id: number; fullName: string; roles: StaffRole[]; status: StaffStatus; liveSessions: number };
  /** The admin looking at their own account. */
  self: boolean;
  done: (message: string) => void;
}

export default function StaffActions({ person, self, done }: Props) {
  const params = { id: person.id };
  const roles = useApiForm(staffUpdateSchema, async (values) => done((await call(staffUpdateApi, values, { params })).message));
  const setDisabled = async (disabled: boolean) => done((await call(staffUpdateApi, { disabled }, { params })).message);
  const send = (contract: typeof staffInvitationApi | typeof staffSignOutApi | typeof staffTotpResetApi) => async () =>
    done((await call(contract, undefined, { params })).message);
  const name = person.fullName;
  // What applies to this person now: an invitation only while invited, a reset only once they have joined.
  const possible: (ComponentProps<typeof ConfirmButton> & { key: string; when: boolean })[] = [
    {
      key: 'invite',
      when: person.status === 'invited',
      tone: 'primary',
      label: 'Send the invitation again',
      title: `Send ${name} a new invitation?`,
      body: 'The link in their earlier email stops working.',
      confirmLabel: 'Send it',
      busyLabel: 'Sending…',
      onConfirm: send(staffInvitationApi),
    },
    {
      key: 'sign-out',
      when: person.liveSessions > 0,
      label: `Sign out everywhere (${person.liveSessions})`,
      title: `Sign ${name} out everywhere?`,
      body: 'Every session of theirs ends at once; they can sign in again.',
      confirmLabel: 'Sign them out',
      busyLabel: 'Signing out…',
      onConfirm: send(staffSignOutApi),
    },
    {
      key: 'totp',
      when: person.status === 'active',
      label: 'Reset authenticator',
      title: `Reset the authenticator of ${name}?`,
      body: 'Their codes stop working and they are signed out. They get an email to set up a new authenticator with their password.',
      confirmLabel: 'Reset it',
      busyLabel: 'Resetting…',
      onConfirm: send(staffTotpResetApi),
    },
    {
      key: 'enable',
      when: !self && person.status === 'disabled',
      tone: 'primary',
      label: 'Enable',
      title: `Let ${name} sign in again?`,
      confirmLabel: 'Enable',
      busyLabel: 'Enabling…',
      onConfirm: () => setDisabled(false),
    },
    {
      key: 'disable',
      when: !self && person.status !== 'disabled',
      label: 'Disable',
      title: `Disable ${name}?`,
      body: 'They cannot sign in, and every session of theirs ends at once. Their history stays.',
      confirmLabel: 'Disable',
      busyLabel: 'Disabling…',
      onConfirm: () => setDisabled(true),
    },
  ];
  const actions = possible.filter((action) => action.when);
  return (
    <section aria-labelledby="staff-actions" className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 lg:col-span-2">
      <h2 id="staff-actions" className="text-lg font-semibold text-slate-900">
        Roles and access
      </h2>
      <form noValidate onSubmit={roles.onSubmit} aria-label={`Roles of ${person.fullName}`} className="space-y-3">
        <FormAlert message={roles.formError} />
        <RolesField key={person.roles.join()} defaultValue={person.roles} error={roles.errors.roles} />
        {self && <p className="text-sm text-slate-700">You cannot take away your own admin role: another admin can.</p>}
        <SubmitButton busy={roles.submitting} label="Save roles" busyLabel="Saving…" look="inline" />
      </form>
      <div className="flex flex-wrap gap-3">
        {actions.map(({ key, when: _when, ...action }) => (
          <ConfirmButton key={key} {...action} />
        ))}
      </div>
    </section>
  );
}
