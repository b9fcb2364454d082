import type { ReactNode } from 'react';

import type { StepForm } from '@/components/admin/steps';
import TransitionForm, { type TransitionApi } from '@/components/admin/TransitionForm';

interface Props {
  steps: readonly StepForm[];
  /** The route that makes a move (orderTransitionApi, sellTransitionApi, paymentConfirmApi) and its path parameters. */
  transition: TransitionApi;
  params: Record<string, string | number>;
  /** "order PB-B-7K3Q9X2M": named in the confirmations. */
  subject: string;
  /** What the page says once no step is left. */
  finished: string;
  /** A step made elsewhere, said above the forms (an order's payment, confirmed on its payment's page). */
  note?: ReactNode;
  onDone: (message: string) => void;
}

/** The moves an order, a sell request or a payment can make next, one form each. */
export default function NextSteps({ steps, transition, params, subject, finished, note, onDone }: Props) {
  return (
    <section aria-labelledby="next-steps-heading" className="space-y-4 lg:col-span-2">
      <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
        Next steps
      </h2>
      {note}
      {steps.length === 0 ? (
        <p className="text-slate-700">{finished}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {steps.map((step) => (
            <TransitionForm key={step.to} step={step} transition={transition} params={params} subject={subject} onDone={onDone} />
          ))}
        </div>
      )}
    </section>
  );
}
