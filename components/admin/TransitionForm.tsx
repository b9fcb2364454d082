// One allowed next step of an order or sell request as a form: the references that step needs,
// checked with the API's own schema, and a dialog asking again before a rejection is sent.
import { useId } from 'react';

import type { StepForm } from '@/components/admin/steps';
import FormAlert from '@/components/forms/FormAlert';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';
import ConfirmDialog, { useConfirm } from '@/components/ui/ConfirmDialog';
import { call } from '@/lib/contracts/client';
import type { orderTransitionApi } from '@/lib/contracts/orders';
import type { sellTransitionApi } from '@/lib/contracts/sales';
import { useApiForm } from '@/lib/hooks/useApiForm';

/** The route that moves an order or a sell request; the form checks its input with the route's own schema. */
export type TransitionApi = typeof orderTransitionApi | typeof sellTransitionApi;

interface Props {
  step: StepForm;
  transition: TransitionApi;
  /** The id of the order or sell request. */
  id: number;
  /** Names what is moved in the confirmation ("order UM-B-7K3Q9X2M"). */
  subject: string;
  /** Called with the server's message once the move is made. */
  onDone: (message: string) => void;
}

export default function TransitionForm({ step, transition, id, subject, onDone }: Props) {
  const headingId = useId();
  const confirm = useConfirm();

  const { errors, formError, submitting, onSubmit } = useApiForm(transition.input, async (values) => {
    if (step.confirm && !(await confirm.ask())) return;
    const response = await call(transition, values, { params: { id } });
    onDone(response.message);
  });

  const danger = step.confirm;
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={headingId}
      className={`space-y-3 rounded-xl border p-4 ${danger ? 'border-red-200 bg-red-50/40' : 'border-slate-200 bg-white'}`}
    >
      <h3 id={headingId} className="font-semibold text-slate-900">
        {step.action}
      </h3>
      <input type="hidden" name="to" value={step.to} />
      {step.fields.map((field) =>
        field.multiline ? (
          <TextArea key={field.name} label={field.label} name={field.name} hint={field.hint} error={errors[field.name]} rows={3} />
        ) : (
          <TextField
            key={field.name}
            label={field.label}
            name={field.name}
            hint={field.hint}
            error={errors[field.name]}
            autoComplete="off"
          />
        ),
      )}
      <FormAlert message={formError || errors.to || ''} />
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting || undefined}
        className={`inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-white disabled:opacity-70 ${
          danger ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-700 hover:bg-brand-800'
        }`}
      >
        {submitting && !confirm.asking ? 'Saving…' : step.action}
      </button>
      <ConfirmDialog
        {...confirm.dialog}
        title={`${step.action}?`}
        body={`This cannot be undone: ${subject} will be ${step.to.replace(/_/g, ' ')} and the investor told the reason.`}
        cancelLabel="Keep it"
        confirmLabel={`Yes, ${step.action.toLowerCase()}`}
      />
    </form>
  );
}
