// The settings form's fields as typed, read into the numbers the settings API takes (same rules).
import { z } from '@/lib/zod';

import { settingsPatchSchema } from '@/lib/validations/orders';

const whole = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .regex(/^\d{1,7}$/, `${label} must be a whole number.`)
    .transform(Number);

const { feeRateBps, paymentExpiryHours } = settingsPatchSchema.shape;

export const settingsFormSchema = z.object({
  feeRateBps: whole('Fee rate').pipe(feeRateBps.unwrap()),
  paymentExpiryHours: whole('Payment deadline').pipe(paymentExpiryHours.unwrap()),
});
