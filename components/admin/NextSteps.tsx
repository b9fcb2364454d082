import type { StepForm } from '@/components/admin/steps';
import TransitionForm, { type TransitionApi } from '@/components/admin/TransitionForm';

interface Props {
  steps: readonly StepForm[];
  /** The route that makes a move (orderTransitionApi or sellTransitionApi) and the id it moves. */
  transition: TransitionApi;
  id: number;
  /** "order UM-B-7K3Q9X2M": named in the confirmations. */
  subject: string;
  /** What the page says once no step is left. */
  finished: string;
  onDone: (message: string) => void;
}

/** The moves an order or sell request can make next, one form each. */
export default function NextSteps({ steps, transition, id, subject, finished, onDone }: Props) {
  return (
    <section aria-labelledby="next-steps-heading" className="space-y-4 lg:col-span-2">
      <h2 id="next-steps-heading" className="text-lg font-semibold text-slate-900">
        Next steps
      </h2>
      {steps.length === 0 ? (
        <p className="text-slate-700">{finished}</p>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {steps.map((step) => (
            <TransitionForm key={step.to} step={step} transition={transition} id={id} subject={subject} onDone={onDone} />
          ))}
        </div>
      )}
    </section>
  );
}
