import { useRouter } from 'next/router';

import AdminPage from '@/components/admin/AdminPage';
import FormCard from '@/components/kit/FormCard';
import RolesField from '@/components/admin/staff/RolesField';
import SubmitButton from '@/components/forms/SubmitButton';
import TextField from '@/components/forms/TextField';
import { call } from '@/lib/contracts/client';
import { staffInviteApi } from '@/lib/contracts/staff';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { getServerSideProps } from '@/lib/server/loaders/admin/staff/new';
import { staffInviteSchema } from '@/lib/validations/staff';

export { getServerSideProps };

export default function InviteStaffPage() {
  const router = useRouter();
  const { errors, formError, submitting, onSubmit } = useApiForm(staffInviteSchema, async (values) => {
    const answer = await call(staffInviteApi, values);
    await router.push({ pathname: `/admin/staff/${answer.data.id}`, query: { notice: answer.message } });
  });
  return (
    <AdminPage description="They get an email with a link, valid for 72 hours, to set their password and their authenticator app.">
      <FormCard label="Invite a person" onSubmit={onSubmit} formError={formError}>
        <TextField label="Full name" name="fullName" autoComplete="off" error={errors.fullName} required />
        <TextField label="Email" name="email" type="email" autoComplete="off" error={errors.email} required />
        <RolesField error={errors.roles} />
        <SubmitButton busy={submitting} label="Send the invitation" busyLabel="Sending…" look="inline" />
      </FormCard>
    </AdminPage>
  );
}
