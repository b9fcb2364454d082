// One reference entry's form in the console (an FAQ, a glossary term): its fields checked with the
// API's schema, saved through the page's call; an existing entry can also be removed, after a question.
import type { ZodType, z } from 'zod';

import { Allowed } from '@/components/admin/StaffRoles';
import FormCard from '@/components/kit/FormCard';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import SubmitButton from '@/components/forms/SubmitButton';
import ConfirmButton from '@/components/ui/ConfirmButton';
import { useApiForm } from '@/lib/hooks/useApiForm';

interface Props<S extends ZodType> {
  label: string;
  schema: S;
  fields: readonly FieldSpec[];
  /** The entry's values today; none for a new one. */
  initial?: object;
  submitLabel: string;
  onSave: (values: z.output<S>) => Promise<unknown>;
  /** Removing the entry: the question and what happens. */
  remove?: { title: string; body: string; onConfirm: () => Promise<unknown> };
}

export default function EntryForm<S extends ZodType>({ label, schema, fields, initial, submitLabel, onSave, remove }: Props<S>) {
  const { errors, formError, submitting, onSubmit } = useApiForm(schema, async (values) => {
    await onSave(values);
  });
  return (
    <Allowed permission="content:write">
      <FormCard label={label} onSubmit={onSubmit} formError={formError} width="3xl">
        <FormFields
          errors={errors}
          fields={initial ? fields.map((field) => ({ ...field, defaultValue: String(Reflect.get(initial, field.name) ?? '') })) : fields}
        />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton look="inline" busy={submitting} label={submitLabel} busyLabel="Saving…" />
          {remove && (
            <ConfirmButton
              label="Remove"
              confirmLabel="Remove"
              busyLabel="Removing…"
              title={remove.title}
              body={remove.body}
              onConfirm={async () => {
                await remove.onConfirm();
              }}
            />
          )}
        </div>
      </FormCard>
    </Allowed>
  );
}
