// The seller enters the DIS / transfer reference of the shares they sent (or corrects it until they arrive).
import { useRouter } from 'next/router';
import { useState } from 'react';

import FormMessages from '@/components/forms/FormMessages';
import TextField from '@/components/forms/TextField';
import { BUTTON_LOOKS } from '@/components/ui/buttonLooks';
import { call } from '@/lib/contracts/client';
import { sellDisReferenceApi } from '@/lib/contracts/sales';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { DEPOSITORY_REFERENCE_RULE, disReferenceSchema } from '@/lib/validations/orders';

export default function DisReferenceForm({ sellId, disReference }: { sellId: number; disReference: string | null }) {
  const router = useRouter();
  const [success, setSuccess] = useState('');
  const { errors, formError, submitting, onSubmit } = useApiForm(disReferenceSchema, async (values) => {
    setSuccess('');
    const response = await call(sellDisReferenceApi, values, { params: { id: sellId } });
    setSuccess(response.message);
    await router.replace(router.asPath, undefined, { scroll: false });
  });
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Transfer reference" className="space-y-3">
      <TextField
        label="DIS or transfer reference"
        name="disReference"
        defaultValue={disReference ?? ''}
        autoComplete="off"
        spellCheck={false}
        hint={`From your delivery instruction slip or your depository's confirmation: ${DEPOSITORY_REFERENCE_RULE.hint}.`}
        error={errors.disReference}
      />
      <FormMessages success={success} error={formError} />
      <button type="submit" disabled={submitting} className={`${BUTTON_LOOKS.primary} disabled:opacity-60`}>
        {submitting ? 'Sending…' : disReference ? 'Correct the reference' : 'Send the reference'}
      </button>
    </form>
  );
}
