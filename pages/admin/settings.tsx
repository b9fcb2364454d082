import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import AdminPage from '@/components/admin/AdminPage';
import Notice from '@/components/admin/Notice';
import { settingsFormSchema } from '@/components/admin/settingsForm';
import FormAlert from '@/components/forms/FormAlert';
import TextField from '@/components/forms/TextField';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { adminApi } from '@/lib/api/clients';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { getServerSideProps } from '@/lib/server/loaders/admin/settings';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

export default function AdminSettingsPage({ settings }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  const { errors, formError, submitting, onSubmit } = useApiForm(settingsFormSchema, async (values) => {
    setNotice('');
    const response = await adminApi.patch<{ message: string }>('settings', values);
    setNotice(response.data.message);
    await refresh();
  });

  return (
    <AdminPage
      title="Settings"
      description="The platform fee on new orders (GST at 18% is added on the fee) and how long an order waits for payment."
    >
      <Notice message={notice} />
      <form
        key={`${settings.feeRateBps}-${settings.paymentExpiryHours}`}
        noValidate
        onSubmit={onSubmit}
        aria-label="Platform settings"
        className="max-w-xl space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
      >
        <FormAlert message={formError} />
        <TextField
          label="Platform fee (basis points)"
          name="feeRateBps"
          inputMode="numeric"
          defaultValue={String(settings.feeRateBps)}
          hint={`100 basis points = 1% of the consideration; 0 to 1000. Now ${(settings.feeRateBps / 100).toFixed(2)}%.`}
          error={errors.feeRateBps}
        />
        <TextField
          label="Payment deadline (hours)"
          name="paymentExpiryHours"
          inputMode="numeric"
          defaultValue={String(settings.paymentExpiryHours)}
          hint="An order still unpaid after this many hours expires and its shares are released; 1 to 720."
          error={errors.paymentExpiryHours}
        />
        <button
          type="submit"
          disabled={submitting}
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {submitting ? 'Saving…' : 'Save settings'}
        </button>
      </form>
    </AdminPage>
  );
}
