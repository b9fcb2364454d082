// The investor reports the UTR of the bank transfer that paid an order (or corrects it while it awaits confirmation).
import { useState } from 'react';

import FormMessages from '@/components/forms/FormMessages';
import TextField from '@/components/forms/TextField';
import { call } from '@/lib/contracts/client';
import { paymentReportApi, type PaymentReportData } from '@/lib/contracts/orders';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { paymentReportSchema } from '@/lib/validations/orders';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';

interface Props {
  orderId: number;
  reference: string;
  /** The UTR already reported, if any. */
  utr: string | null;
  onReported?: (order: PaymentReportData) => void | Promise<void>;
}

export default function UtrForm({ orderId, reference, utr, onReported }: Props) {
  const [success, setSuccess] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(paymentReportSchema, async (values) => {
    setSuccess('');
    const response = await call(paymentReportApi, values, { params: { id: orderId } });
    setSuccess(response.message);
    await onReported?.(response.data);
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Report payment for ${reference}`} className="space-y-3">
      <TextField
        label={`UTR of your payment for ${reference}`}
        name="utr"
        defaultValue={utr ?? ''}
        autoComplete="off"
        spellCheck={false}
        hint="The 12 to 22 letters and digits your bank shows for the transfer."
        error={errors.utr}
      />
      <FormMessages success={success} error={formError} />
      <button type="submit" disabled={submitting} className={`${BUTTON_LOOKS.primary} disabled:opacity-60`}>
        {submitting ? 'Sending…' : utr ? 'Correct the UTR' : 'Report payment'}
      </button>
    </form>
  );
}
