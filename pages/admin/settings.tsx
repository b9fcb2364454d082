import type { InferGetServerSidePropsType } from 'next';
import { useState } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import GrievanceOfficersSection from '@/components/admin/GrievanceOfficersSection';
import HolidaysSection from '@/components/admin/HolidaysSection';
import FormCard from '@/components/kit/FormCard';
import Notice from '@/components/admin/Notice';
import { paiseToRupeeText } from '@/components/admin/rupees';
import { settingsFormSchema } from '@/components/admin/settingsForm';
import TextField from '@/components/forms/TextField';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { call } from '@/lib/contracts/client';
import { platformSettingsUpdateApi } from '@/lib/contracts/settings';
import { formatPaise } from '@/lib/format';
import { MAX_DP_CHARGE_PAISE, MIN_OPEN_ORDER_VALUE_PAISE, SETTING_LABELS } from '@/lib/validations/settings';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { getServerSideProps } from '@/lib/server/loaders/admin/settings';
import SubmitButton from '@/components/forms/SubmitButton';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;
type Settings = Props['settings'];

/** The form's fields in the order an operator reads them: charges, deadlines, then the limits on unpaid orders. */
const settingFields = (settings: Settings): { name: keyof Settings; label: string; value: string; hint: string }[] => [
  {
    name: 'feeRateBps',
    label: SETTING_LABELS.feeRateBps,
    value: String(settings.feeRateBps),
    hint: `100 basis points = 1% of the consideration; 0 to 1000. Now ${(settings.feeRateBps / 100).toFixed(2)}%.`,
  },
  {
    name: 'saleFeeRateBps',
    label: SETTING_LABELS.saleFeeRateBps,
    value: String(settings.saleFeeRateBps),
    hint: `Taken from the proceeds of a sale back to the platform, with GST on it; 0 to 1000. Now ${(settings.saleFeeRateBps / 100).toFixed(2)}%.`,
  },
  {
    name: 'dpChargePaise',
    label: SETTING_LABELS.dpChargePaise,
    value: paiseToRupeeText(settings.dpChargePaise),
    hint: `The depository participant's charge for a sale's debit instruction, taken from the proceeds at cost; 0 to ${formatPaise(MAX_DP_CHARGE_PAISE)}. Now ${formatPaise(settings.dpChargePaise)}.`,
  },
  {
    name: 'paymentExpiryHours',
    label: SETTING_LABELS.paymentExpiryHours,
    value: String(settings.paymentExpiryHours),
    hint: 'An order still unpaid after this many hours expires and its shares are released; 1 to 720.',
  },
  {
    name: 'paymentCheckHours',
    label: SETTING_LABELS.paymentCheckHours,
    value: String(settings.paymentCheckHours),
    hint: 'A reported payment not confirmed this many hours after the report goes to “Payments to check” and its shares go back on sale; 1 to 720.',
  },
  {
    name: 'transferWorkingDays',
    label: SETTING_LABELS.transferWorkingDays,
    value: String(settings.transferWorkingDays),
    hint: 'A share transfer the desk starts is due in the investor’s demat this many working days later (Saturdays, Sundays and the market holidays below do not count); 1 to 30. Past it, the transfer is overdue.',
  },
  {
    name: 'ticketResponseHours',
    label: SETTING_LABELS.ticketResponseHours,
    value: String(settings.ticketResponseHours),
    hint: 'An open ticket is due an answer this many hours after the customer last wrote; past it, the desk’s “tickets by due time” marks it overdue. 1 to 168.',
  },
  {
    name: 'maxOpenOrders',
    label: SETTING_LABELS.maxOpenOrders,
    value: String(settings.maxOpenOrders),
    hint: 'The most orders one investor may have awaiting payment or payment check at a time; 1 to 100.',
  },
  {
    name: 'maxOpenOrderValuePaise',
    label: SETTING_LABELS.maxOpenOrderValuePaise,
    value: paiseToRupeeText(settings.maxOpenOrderValuePaise),
    hint: `The most one investor’s unpaid orders may add up to, charges included; at least ${formatPaise(MIN_OPEN_ORDER_VALUE_PAISE)}. Now ${formatPaise(settings.maxOpenOrderValuePaise)}.`,
  },
  {
    name: 'maxStockSharePercent',
    label: SETTING_LABELS.maxStockSharePercent,
    value: String(settings.maxStockSharePercent),
    hint: 'One investor’s unpaid orders may hold at most this share of a company’s shares on sale; a larger block goes through the desk. 1 to 100.',
  },
  {
    name: 'priceApprovalPercent',
    label: SETTING_LABELS.priceApprovalPercent,
    value: String(settings.priceApprovalPercent),
    hint: 'A move of a company’s investor, partner or buy-back price by more than this from the last price a second person approved (or that stood a whole working day), in one step or several, waits until another person approves it; 1 to 100.',
  },
  {
    name: 'partnerPriceFloorPercent',
    label: SETTING_LABELS.partnerPriceFloorPercent,
    value: String(settings.partnerPriceFloorPercent),
    hint: 'A partner price below this share of the investor price is refused, and so are partners’ proposals below it; 50 to 99.',
  },
  {
    name: 'payoutApprovalPaise',
    label: SETTING_LABELS.payoutApprovalPaise,
    value: paiseToRupeeText(settings.payoutApprovalPaise),
    hint: `A commission payout (before TDS) above this waits until another person approves it; 0 means every payout. Now ${formatPaise(settings.payoutApprovalPaise)}.`,
  },
  {
    name: 'refundApprovalPaise',
    label: SETTING_LABELS.refundApprovalPaise,
    value: paiseToRupeeText(settings.refundApprovalPaise),
    hint: `Rejecting a paid order whose refund is above this waits until another person approves it; 0 means every refund. Now ${formatPaise(settings.refundApprovalPaise)}.`,
  },
];

export default function AdminSettingsPage({ settings, holidays, officers }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  const { errors, formError, submitting, onSubmit } = useApiForm(settingsFormSchema, async (values) => {
    setNotice('');
    const response = await call(platformSettingsUpdateApi, values);
    setNotice(response.message);
    await refresh();
  });

  return (
    <AdminPage
      title="Settings"
      description="The platform fee on new orders (GST at 18% is added on the fee), how long an order waits for payment, the limits that keep one investor from holding stock with unpaid orders, the desk’s deadlines and the market holidays. A change of a fee, a limit or a four-eyes threshold waits for another admin’s approval; the transfer and ticket deadlines change at once."
    >
      <Notice message={notice} />
      <Allowed permission="settings:write">
        <FormCard key={Object.values(settings).join('-')} label="Platform settings" onSubmit={onSubmit} formError={formError} width="xl">
          {settingFields(settings).map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              inputMode={field.name.endsWith('Paise') ? 'decimal' : 'numeric'}
              defaultValue={field.value}
              hint={field.hint}
              error={errors[field.name]}
            />
          ))}
          <SubmitButton look="inline" busy={submitting} label="Save settings" busyLabel="Saving…" />
        </FormCard>
      </Allowed>
      <HolidaysSection holidays={holidays} onNotice={setNotice} />
      <GrievanceOfficersSection officers={officers} onNotice={setNotice} />
    </AdminPage>
  );
}
