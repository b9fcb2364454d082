// The settings form's fields as typed, read into the numbers the settings API takes (same rules):
// whole numbers, and the value limit in rupees turned into paise without a floating-point step.
import { z } from '@/lib/zod';

import { rupeesToPaise } from '@/components/admin/rupees';
import { settingsPatchSchema } from '@/lib/validations/settings';

const whole = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .regex(/^\d{1,7}$/, `${label} must be a whole number.`)
    .transform(Number);

const rupees = (label: string) =>
  z.string(`${label} is required.`).transform((text, ctx) => {
    const paise = rupeesToPaise(text);
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: `${label} must be an amount in rupees, like 10000000.` });
      return z.NEVER;
    }
    return paise;
  });

const {
  feeRateBps,
  saleFeeRateBps,
  dpChargePaise,
  paymentExpiryHours,
  maxOpenOrders,
  maxOpenOrderValuePaise,
  paymentCheckHours,
  priceApprovalPercent,
  payoutApprovalPaise,
  refundApprovalPaise,
  partnerPriceFloorPercent,
  maxStockSharePercent,
  transferWorkingDays,
  ticketResponseHours,
} = settingsPatchSchema.shape;

export const settingsFormSchema = z.object({
  feeRateBps: whole('Fee rate').pipe(feeRateBps.unwrap()),
  saleFeeRateBps: whole('Fee rate on sales').pipe(saleFeeRateBps.unwrap()),
  dpChargePaise: rupees('DP charge per sale').pipe(dpChargePaise.unwrap()),
  paymentExpiryHours: whole('Payment deadline').pipe(paymentExpiryHours.unwrap()),
  maxOpenOrders: whole('Unpaid orders per investor').pipe(maxOpenOrders.unwrap()),
  maxOpenOrderValuePaise: rupees('Value of unpaid orders per investor').pipe(maxOpenOrderValuePaise.unwrap()),
  paymentCheckHours: whole('Time to confirm a reported payment').pipe(paymentCheckHours.unwrap()),
  priceApprovalPercent: whole('Price change needing a second approval').pipe(priceApprovalPercent.unwrap()),
  payoutApprovalPaise: rupees('Payout needing a second approval').pipe(payoutApprovalPaise.unwrap()),
  refundApprovalPaise: rupees('Refund needing a second approval').pipe(refundApprovalPaise.unwrap()),
  partnerPriceFloorPercent: whole('Lowest partner price').pipe(partnerPriceFloorPercent.unwrap()),
  maxStockSharePercent: whole('Share of a company’s stock one investor may reserve').pipe(maxStockSharePercent.unwrap()),
  transferWorkingDays: whole('Transfer working days').pipe(transferWorkingDays.unwrap()),
  ticketResponseHours: whole('Ticket response time').pipe(ticketResponseHours.unwrap()),
});
