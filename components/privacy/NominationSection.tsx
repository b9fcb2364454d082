// Nomination (DPDP Act 2023, s. 14): the person who may use the account's data rights on the holder's
// death or incapacity; added, changed or removed, every change kept.
import { useState } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import ApiForm from '@/components/forms/ApiForm';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import { ListTable } from '@/components/kit/ListPage';
import Section from '@/components/kit/Section';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { call } from '@/lib/contracts/client';
import { PRIVACY_API, type NomineeData } from '@/lib/contracts/privacy';
import type { ProfileRole } from '@/lib/contracts/profile';
import { formatDateTime } from '@/lib/format';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { MAX_EMAIL_LENGTH, MAX_NAME_LENGTH } from '@/lib/validations/fields';
import { RELATIONSHIP_MAX_LENGTH, nomineeSchema } from '@/lib/validations/privacy';

type Change = NomineeData['history'][number];

/** The form's fields, filled with the current nominee (empty when none). */
const nomineeFields = (nominee: NomineeData['nominee']): FieldSpec[] => [
  { label: 'Nominee’s full name', name: 'name', required: true, maxLength: MAX_NAME_LENGTH * 2, defaultValue: nominee?.name },
  {
    label: 'Relationship to you',
    name: 'relationship',
    required: true,
    maxLength: RELATIONSHIP_MAX_LENGTH * 2,
    defaultValue: nominee?.relationship,
  },
  {
    label: 'Nominee’s email',
    name: 'email',
    type: 'email',
    maxLength: MAX_EMAIL_LENGTH,
    defaultValue: nominee?.email ?? '',
    hint: 'Email or mobile number: at least one.',
  },
  { label: 'Nominee’s mobile number', name: 'phone', type: 'tel', maxLength: 20, defaultValue: nominee?.phone ?? '' },
];

export default function NominationSection({ accountRole, view }: { accountRole: ProfileRole; view: NomineeData }) {
  const refresh = useRefreshProps();
  const [success, setSuccess] = useState('');
  const api = PRIVACY_API[accountRole];
  const form = useApiForm(nomineeSchema, async (values) => {
    setSuccess('');
    setSuccess((await call(api.nomineeSet, values)).message);
    await refresh();
  });
  const { errors, submitting } = form;

  const nominee = view.nominee;
  return (
    <Section title="Nominee" look="card">
      <p className="mt-1 text-sm text-slate-600">The person who may use your rights over your data if you die or cannot act yourself.</p>
      <p className="mt-3 text-sm text-slate-900" aria-live="polite">
        {nominee
          ? `Your nominee: ${nominee.name} (${nominee.relationship}), ${[nominee.email, nominee.phone].filter(Boolean).join(', ')}.`
          : 'You have not named a nominee.'}
      </p>
      <ApiForm form={form} className="mt-4 space-y-4" label={nominee ? 'Change your nominee' : 'Add a nominee'}>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormFields fields={nomineeFields(nominee)} errors={errors} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton look="section" busy={submitting} label={nominee ? 'Change nominee' : 'Add nominee'} busyLabel="Saving…" />
          {nominee && (
            <ConfirmButton
              label="Remove nominee"
              title="Remove your nominee?"
              body="No one will be able to use your data rights for you. You can name a nominee again at any time."
              confirmLabel="Remove"
              busyLabel="Removing…"
              onConfirm={async () => {
                await call(api.nomineeRemove);
                await refresh();
              }}
            />
          )}
        </div>
        <FormSuccess message={success} />
      </ApiForm>
      <h3 className="mt-6 text-base font-semibold text-slate-900">History of your nominee</h3>
      <ListTable<Change>
        look="panel"
        caption="Changes to your nominee, newest first"
        columns={[
          { label: 'When (IST)', cell: (row) => formatDateTime(row.changedAt) },
          { label: 'Change', cell: (row) => (row.action === 'removed' ? 'Removed' : `${row.name ?? ''} (${row.relationship ?? ''})`) },
        ]}
        rows={view.history}
        rowKey={(row) => `${row.changedAt}-${row.action}`}
        empty="No nominee named yet."
      />
    </Section>
  );
}
