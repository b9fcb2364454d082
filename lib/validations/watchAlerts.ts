import { z } from '@/lib/zod';

import { companyIdField } from './cart';

export const WATCH_ALERT_KINDS = ['price_above', 'price_below', 'available'] as const;
export type WatchAlertKindValue = (typeof WATCH_ALERT_KINDS)[number];

export const WATCH_ALERT_KIND_LABELS: Record<WatchAlertKindValue, string> = {
  price_above: 'Price rises above',
  price_below: 'Price falls below',
  available: 'Tell me when available',
};

/** ₹10 crore per share: far above any unlisted share, low enough to stay exact in paise. */
export const MAX_LEVEL_PAISE = 10_000_000_000;

export const watchAlertBody = z
  .object({
    companyId: companyIdField,
    kind: z.enum(WATCH_ALERT_KINDS, { error: 'Choose price_above, price_below or available.' }),
    levelPaise: z
      .number({ error: 'levelPaise must be a number of paise.' })
      .int('levelPaise must be a whole number of paise.')
      .positive('levelPaise must be more than 0.')
      .max(MAX_LEVEL_PAISE, 'levelPaise is too large.')
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.kind !== 'available' && value.levelPaise === undefined) {
      ctx.addIssue({ code: 'custom', path: ['levelPaise'], message: 'Enter the price level for this alert.' });
    }
    if (value.kind === 'available' && value.levelPaise !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['levelPaise'], message: 'An availability alert has no price level.' });
    }
  });
export type WatchAlertBody = z.output<typeof watchAlertBody>;

/**
 * Reads an amount in rupees as typed ("1,250.5", "₹ 900") into integer paise without floating point,
 * or null when it is not a positive amount with at most two decimals.
 */
export function rupeesToPaise(input: string): number | null {
  const text = input.replace(/[₹,\s]/g, '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  const paise = whole * 100 + fraction;
  return paise > 0 ? paise : null;
}
