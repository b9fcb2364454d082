// Marking an inbox's message or application: handled (answered), archived or new again, with a note of
// what was replied. The same schema checks it here and on the server.
import FormCard from '@/components/kit/FormCard';
import FormFields from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import { Allowed } from '@/components/admin/StaffRoles';
import { useApiForm } from '@/lib/hooks/useApiForm';
import type { Permission } from '@/lib/permissions';
import { INBOX_STATUS_LABELS, INBOX_STATUSES, type InboxStatus } from '@/lib/status/inbox';
import { inboxUpdateSchema, MAX_STAFF_NOTE, type InboxUpdateInput } from '@/lib/validations/inbox';

interface Props {
  permission: Permission;
  status: InboxStatus;
  note: string | null;
  save: (values: InboxUpdateInput) => Promise<{ message: string }>;
  done: (message: string) => void;
}

export default function MarkForm({ permission, status, note, save, done }: Props) {
  const { errors, formError, submitting, onSubmit } = useApiForm(inboxUpdateSchema, async (values) => done((await save(values)).message));
  return (
    <Allowed permission={permission}>
      <FormCard label="Mark it" onSubmit={onSubmit} formError={formError}>
        <FormFields
          errors={errors}
          fields={[
            {
              control: 'select',
              label: 'Status',
              name: 'status',
              defaultValue: status === 'new' ? 'handled' : status,
              options: INBOX_STATUSES.map((value) => ({ value, label: INBOX_STATUS_LABELS[value] })),
            },
            {
              control: 'textarea',
              label: 'Note',
              name: 'note',
              rows: 4,
              maxLength: MAX_STAFF_NOTE,
              defaultValue: note ?? '',
              hint: 'What was replied, or who took it over. Left empty, the note there stays.',
            },
          ]}
        />
        <SubmitButton look="inline" busy={submitting} label="Save" busyLabel="Saving…" />
      </FormCard>
    </Allowed>
  );
}
