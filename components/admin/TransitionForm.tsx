// One allowed next step of an order, a sell request or a payment of several orders as a form: the
// references that step needs, checked with the API's own schema, and a dialog asking again before a
// rejection is sent.
import { useId, useState } from 'react';

import type { StepForm } from '@/components/admin/steps';
import FormAlert from '@/components/forms/FormAlert';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';
import ConfirmDialog, { useConfirm } from '@/components/ui/ConfirmDialog';
import { call } from '@/lib/contracts/client';
import type { orderTransitionApi, paymentConfirmApi } from '@/lib/contracts/orders';
import type { sellTransitionApi } from '@/lib/contracts/sales';
import { apiError } from '@/lib/api/clients';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { ORDER_MESSAGES } from '@/lib/validations/orders';

/** The route that moves an order, a sell request or a payment; the form checks its input with the route's own schema. */
export type TransitionApi = typeof orderTransitionApi | typeof sellTransitionApi | typeof paymentConfirmApi;

interface Props {
  step: StepForm;
  transition: TransitionApi;
  /** The route's path parameters: the order's or sell request's id, the payment's reference. */
  params: Record<string, string | number>;
  /** Names what is moved in the confirmation ("order PB-B-7K3Q9X2M"). */
  subject: string;
  /** Called with the server's message once the move is made. */
  onDone: (message: string) => void;
}

export default function TransitionForm({ step, transition, params, subject, onDone }: Props) {
  const headingId = useId();
  const confirm = useConfirm();
  // What the fields that expect a value (the reported UTR) say now, and whether the server found the reference used elsewhere.
  const [typed, setTyped] = useState<Partial<Record<string, string>>>({});
  const [usedElsewhere, setUsedElsewhere] = useState(false);

  const { errors, formError, submitting, onSubmit } = useApiForm(transition.input, async (values) => {
    if (step.confirm && !(await confirm.ask())) return;
    try {
      const response = await call(transition, values, { params });
      onDone(response.message);
    } catch (error) {
      if (apiError(error).code === 'duplicate_utr') setUsedElsewhere(true);
      throw error;
    }
  });
  const differs = (field: StepForm['fields'][number]) => {
    const value = (typed[field.name] ?? field.expected ?? '').trim().toUpperCase();
    return field.expected !== undefined && value !== '' && value !== field.expected.toUpperCase();
  };

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
          <div key={field.name} className="space-y-2">
            <TextField
              label={field.label}
              name={field.name}
              hint={field.hint}
              error={errors[field.name]}
              autoComplete="off"
              defaultValue={field.expected}
              onChange={(event) => {
                const { value } = event.currentTarget;
                setTyped((current) => ({ ...current, [field.name]: value }));
              }}
            />
            {field.expected !== undefined && (
              <p role="status" className={differs(field) ? 'text-sm font-semibold text-amber-800' : 'sr-only'}>
                {differs(field) ? ORDER_MESSAGES.referenceDiffers(field.expected) : ''}
              </p>
            )}
          </div>
        ),
      )}
      {usedElsewhere && (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" name="allowUsedReference" className="mt-0.5 size-5" />
          The reference is right: record it although another order has it.
        </label>
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
