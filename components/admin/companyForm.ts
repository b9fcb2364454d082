// The company form's fields as typed (rupees and whole numbers as text), read into the API's units:
// paise through rupeesToPaise (no float), and only the fields that changed are sent.
import { z } from '@/lib/zod';

import { rupeesToPaise } from '@/components/admin/rupees';
import { priceSourceEnum } from '@/lib/status/prices';
import { ADMIN_COMPANY_STATUSES, type CompanyPatchInput } from '@/lib/validations/orders';

const rupeeField = (label: string) =>
  z
    .string(`${label} is required.`)
    .transform((text, ctx) => {
      const paise = rupeesToPaise(text);
      if (paise === null) {
        ctx.addIssue({ code: 'custom', message: `${label} must be an amount in rupees with at most 2 decimals, like 1234.56.` });
        return z.NEVER;
      }
      return paise;
    })
    .pipe(z.number().positive(`${label} must be more than zero.`));

const wholeField = (label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .regex(/^\d{1,12}$/, `${label} must be a whole number (0 or more).`)
    .transform(Number);

export const PRICE_KINDS = ['new', 'correction'] as const;
export const PRICE_KIND_LABELS: Record<(typeof PRICE_KINDS)[number], string> = {
  new: 'A new price (adds today’s point to the history)',
  correction: 'A correction of a mistake in the latest price (replaces it)',
};

export const companyFormSchema = z.object({
  pricePaise: rupeeField('Investor price'),
  partnerPricePaise: rupeeField('Partner price'),
  // No buy-back quote yet: left empty, nothing is sent.
  buybackPricePaise: z.union([z.literal('').transform(() => null), rupeeField('Buy-back price')]),
  availableQuantity: wholeField('Available quantity'),
  minQuantity: wholeField('Minimum lot'),
  status: z.enum(ADMIN_COMPANY_STATUSES, 'Please choose a status.'),
  // Sent with a new investor price only.
  priceSource: priceSourceEnum,
  priceNote: z.string().trim().max(300, 'Price note must be at most 300 characters.'),
  // A new price adds today's point; a correction replaces the latest point, which was a mistake.
  priceKind: z.enum(PRICE_KINDS, 'Please say whether the price is new or a correction.'),
});
export type CompanyFormValues = z.output<typeof companyFormSchema>;

type Current = Pick<
  Required<{ [K in keyof CompanyPatchInput]: unknown }>,
  'pricePaise' | 'partnerPricePaise' | 'buybackPricePaise' | 'availableQuantity' | 'minQuantity' | 'status'
>;

/** The PATCH body: the fields whose value differs from the company's current one. */
export function companyChanges(current: Current, values: CompanyFormValues): CompanyPatchInput {
  const changes: CompanyPatchInput = {};
  if (values.pricePaise !== current.pricePaise) {
    changes.pricePaise = values.pricePaise;
    changes.priceSource = values.priceSource;
    if (values.priceNote) changes.priceNote = values.priceNote;
    if (values.priceKind === 'correction') changes.priceCorrection = true;
  }
  if (values.partnerPricePaise !== current.partnerPricePaise) changes.partnerPricePaise = values.partnerPricePaise;
  if (values.buybackPricePaise !== null && values.buybackPricePaise !== current.buybackPricePaise) {
    changes.buybackPricePaise = values.buybackPricePaise;
  }
  if (values.availableQuantity !== current.availableQuantity) changes.availableQuantity = values.availableQuantity;
  if (values.minQuantity !== current.minQuantity) changes.minQuantity = values.minQuantity;
  if (values.status !== current.status) changes.status = values.status;
  return changes;
}
