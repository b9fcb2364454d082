// The operator's next steps for an order or a sell request, as forms: each asks exactly for what
// transitionOrder / transitionSellRequest need to make that move (lib/server/services/orders.ts, sales.ts).
import { DEPOSITORY_REFERENCE_RULE, type OrderStatusName, type SellStatusName } from '@/lib/validations/orders';

export type StepFieldName = 'paymentReference' | 'transferReference' | 'reason' | 'refundReference';

export interface StepField {
  name: StepFieldName;
  label: string;
  hint: string;
  multiline?: boolean;
  /** Filled in to start with, and flagged while the field says something else (the UTR the investor reported). */
  expected?: string;
}

export interface StepForm {
  to: string;
  /** The button's words. */
  action: string;
  fields: StepField[];
  /** Undoes the investor's order: asked again in a dialog before it is sent. */
  confirm: boolean;
}

const REFERENCE_HINT = 'Letters, digits and / . _ - (at most 64 characters).';
const field = {
  paymentReference: {
    name: 'paymentReference',
    label: 'Payment reference',
    hint: `The bank's reference (UTR) of the money. ${REFERENCE_HINT}`,
  },
  transferReference: {
    name: 'transferReference',
    label: 'Transfer reference',
    hint: `The DIS / depository reference of the off-market transfer: ${DEPOSITORY_REFERENCE_RULE.hint}, as an investor's DIS reference. The transfer is then due in the investor's demat within the working days set in Settings.`,
  },
  refundReference: { name: 'refundReference', label: 'Refund reference', hint: `The bank's reference of the refund. ${REFERENCE_HINT}` },
  reason: { name: 'reason', label: 'Reason', hint: 'The investor sees this reason (at most 500 characters).', multiline: true },
} as const satisfies Record<StepFieldName, StepField>;

/**
 * Confirming the money received (an order's, or a payment's of several orders), its payment reference
 * starting as the UTR the investor reported (utr), if any.
 */
export const confirmPaymentStep = (utr: string | null): StepForm => ({
  to: 'payment_received',
  action: 'Confirm payment received',
  fields: [utr ? { ...field.paymentReference, expected: utr } : field.paymentReference],
  confirm: false,
});

/** The forms for an order's allowed next steps (nextSteps as the API gives them), in that order. */
export function orderStepForms(status: OrderStatusName, nextSteps: readonly OrderStatusName[], utr: string | null = null): StepForm[] {
  return nextSteps.flatMap((to): StepForm[] => {
    switch (to) {
      case 'payment_received':
        // From the check queue the shares are reserved again: the server says if they have been sold meanwhile.
        return [confirmPaymentStep(utr)];
      case 'transfer_initiated':
        return [{ to, action: 'Mark transfer initiated', fields: [field.transferReference], confirm: false }];
      case 'completed':
        return [{ to, action: 'Confirm shares credited (complete)', fields: [], confirm: false }];
      case 'rejected':
        // Once the investor has paid, rejecting means refunding: the refund's reference is needed too. A
        // payment left to check may never have arrived, so there the refund's reference is asked only if it did.
        return [
          {
            to,
            action: 'Reject order',
            fields:
              status === 'awaiting_payment'
                ? [field.reason]
                : status === 'payment_to_check'
                  ? [field.reason, { ...field.refundReference, hint: `Only if the money arrived: ${field.refundReference.hint}` }]
                  : [field.reason, field.refundReference],
            confirm: true,
          },
        ];
      default:
        return [];
    }
  });
}

/** The forms for a sell request's allowed next steps. */
export function sellStepForms(nextSteps: readonly SellStatusName[]): StepForm[] {
  return nextSteps.flatMap((to): StepForm[] => {
    switch (to) {
      case 'shares_received':
        return [{ to, action: 'Confirm shares received', fields: [], confirm: false }];
      case 'completed':
        return [
          {
            to,
            action: 'Confirm investor paid (complete)',
            fields: [{ ...field.paymentReference, hint: `The bank's reference of the payment to the investor. ${REFERENCE_HINT}` }],
            confirm: false,
          },
        ];
      case 'rejected':
        return [{ to, action: 'Reject sell request', fields: [field.reason], confirm: true }];
      default:
        return [];
    }
  });
}
