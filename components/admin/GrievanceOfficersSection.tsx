// The grievance officer and the principal officer on /admin/settings: named on /grievance-redressal,
// changed by staff who may change settings (audited).
import { Allowed } from '@/components/admin/StaffRoles';
import FormCard from '@/components/kit/FormCard';
import Section from '@/components/kit/Section';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { call } from '@/lib/contracts/client';
import { grievanceOfficersUpdateApi } from '@/lib/contracts/settings';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { grievanceOfficersSchema, type GrievanceOfficers } from '@/lib/validations/grievances';

const LABELS: Record<keyof GrievanceOfficers, string> = {
  grievanceOfficerName: 'Grievance officer’s name',
  grievanceOfficerEmail: 'Grievance officer’s email',
  grievanceOfficerPhone: 'Grievance officer’s phone',
  principalOfficerName: 'Principal officer’s name',
  principalOfficerEmail: 'Principal officer’s email',
  principalOfficerPhone: 'Principal officer’s phone',
};

/** `onNotice`: the page's one notice, which says what was done. */
export default function GrievanceOfficersSection({
  officers,
  onNotice,
}: {
  officers: GrievanceOfficers;
  onNotice: (message: string) => void;
}) {
  const refresh = useRefreshProps();
  const { errors, formError, submitting, onSubmit } = useApiForm(grievanceOfficersSchema, async (values) => {
    onNotice('');
    const response = await call(grievanceOfficersUpdateApi, values);
    onNotice(response.message);
    await refresh();
  });
  const fields: FieldSpec[] = (Object.keys(LABELS) as (keyof GrievanceOfficers)[]).map((name) => ({
    name,
    label: LABELS[name],
    defaultValue: officers[name],
    ...(name.endsWith('Email') ? { type: 'email', autoComplete: 'off' } : name.endsWith('Phone') ? { type: 'tel' } : {}),
  }));
  return (
    <Section title="Grievance officers" className="mt-10">
      <p className="mt-1 max-w-3xl text-sm text-slate-700">
        Named on the public grievance redressal page: the grievance officer answers grievances within 21 days (level 1); the principal
        officer takes those not resolved in time (level 2).
      </p>
      <Allowed permission="settings:write">
        <div className="mt-4">
          <FormCard key={Object.values(officers).join('|')} label="Grievance officers" onSubmit={onSubmit} formError={formError} width="xl">
            <FormFields fields={fields} errors={errors} />
            <SubmitButton look="inline" busy={submitting} label="Save the officers" busyLabel="Saving…" />
          </FormCard>
        </div>
      </Allowed>
    </Section>
  );
}
