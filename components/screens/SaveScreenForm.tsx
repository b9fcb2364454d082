// The form that saves a screen: its name, its query (the screener's language) and whether to be told
// when a company enters or leaves it. On the saved-screens page (empty) and in the screener's "Save this
// screen" dialog (the query filled in). It clears after saving, so a second click makes no duplicate.
import { useRef, useState } from 'react';

import FormSuccess from '@/components/about/FormSuccess';
import ApiForm from '@/components/forms/ApiForm';
import FormFields from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import type { Role } from '@/lib/auth/token';
import { call } from '@/lib/contracts/client';
import { SCREENS_API, type SavedScreen } from '@/lib/contracts/screens';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { SortColumn, SortDirection } from '@/lib/screener';
import { SAVE_SCREEN_EXAMPLE } from '@/lib/screenerQuery/examples';
import { SCREEN_NAME_MAX, SCREEN_QUERY_MAX, screenCreateSchema } from '@/lib/validations/screens';

interface Props {
  accountRole: Role;
  /** The screener's query, sort and columns when saving from the screener. */
  query?: string;
  sort?: SortColumn;
  dir?: SortDirection;
  onSaved?: (screen: SavedScreen) => Promise<void> | void;
}

export default function SaveScreenForm({ accountRole, query = '', sort, dir, onSaved }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [success, setSuccess] = useState('');
  const api = useApiForm(screenCreateSchema, async (values) => {
    setSuccess('');
    const { data, message } = await call(SCREENS_API[accountRole].create, { ...values, ...(sort && { sort }), ...(dir && { dir }) });
    form.current?.reset();
    setSuccess(message);
    await onSaved?.(data);
  });
  const { errors, submitting } = api;

  return (
    <ApiForm ref={form} form={api} label="Save a screen">
      <FormFields
        errors={errors}
        fields={[
          { label: 'Name', name: 'name', required: true, maxLength: SCREEN_NAME_MAX * 2, placeholder: SAVE_SCREEN_EXAMPLE.name },
          {
            control: 'textarea',
            label: 'Query',
            name: 'query',
            required: true,
            rows: 3,
            maxLength: SCREEN_QUERY_MAX * 2,
            defaultValue: query,
            hint: `In the screener’s language, e.g. ${SAVE_SCREEN_EXAMPLE.query}.`,
          },
        ]}
      />
      <label className="flex items-start gap-3 text-sm text-slate-900">
        <input type="checkbox" name="alert" className="mt-0.5 size-5 accent-brand-700" />
        <span>
          Tell me when a company enters or leaves this screen
          <span className="block text-xs text-slate-600">
            In your notifications, and by email unless you have turned marketing email off in Privacy.
          </span>
        </span>
      </label>
      <SubmitButton look="section" busy={submitting} label="Save screen" busyLabel="Saving…" />
      <FormSuccess message={success} />
    </ApiForm>
  );
}
