// The IPO milestone form's fields as typed (rupees as text, empty for "not given"), read into the API's
// body and checked by the API's own schema (lib/validations/ipo.ts), so the form and the server agree.
import { rupeesToPaise } from '@/components/admin/rupees';
import type { FieldSpec } from '@/components/forms/FormFields';
import { DEFAULT_LOCK_IN_MONTHS, IPO_EXCHANGES, IPO_MILESTONE_DATE_LABELS, type IpoMilestoneKind } from '@/lib/status/ipo';
import { ipoMilestoneBody } from '@/lib/validations/ipo';
import { z } from '@/lib/zod';

const text = z.string().trim();
/** Empty is "not given". */
const rupees = text.transform((value, ctx) => {
  if (value === '') return undefined;
  const paise = rupeesToPaise(value);
  if (paise === null) {
    ctx.addIssue({ code: 'custom', message: 'Enter an amount in rupees with at most 2 decimals, like 1234.56.' });
    return z.NEVER;
  }
  return paise;
});
const optional = text.transform((value) => (value === '' ? undefined : value));

export const ipoMilestoneFormSchema = z
  .object({
    kind: text,
    on: text,
    priceBandLowPaise: rupees.optional(),
    priceBandHighPaise: rupees.optional(),
    listingPricePaise: rupees.optional(),
    exchange: optional.optional(),
    allottedOn: optional.optional(),
    lockInMonths: text.transform((value, ctx) => {
      if (value === '') return undefined;
      if (/^\d{1,3}$/.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: 'Lock-in must be a whole number of months.' });
      return z.NEVER;
    }),
    note: optional.optional(),
  })
  .transform((values, ctx) => {
    const body = ipoMilestoneBody.safeParse(values);
    if (body.success) return body.data;
    for (const issue of body.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

/** The kind's own fields, after its kind and date (the rest are not shown, so never sent). */
export function ipoMilestoneFields(kind: IpoMilestoneKind): FieldSpec[] {
  const rupeeField = (label: string, name: string): FieldSpec => ({
    label,
    name,
    inputMode: 'decimal',
    hint: 'In rupees a share, with up to 2 decimals (1234.56).',
  });
  const exchange: FieldSpec = {
    control: 'select',
    label: 'Exchange',
    name: 'exchange',
    placeholder: 'Choose the exchange',
    options: IPO_EXCHANGES.map((value) => ({ value, label: value })),
  };
  const date: FieldSpec = { label: IPO_MILESTONE_DATE_LABELS[kind], name: 'on', type: 'date', hint: 'The day in India.' };
  const lockIn: FieldSpec = {
    label: 'Lock-in (months)',
    name: 'lockInMonths',
    inputMode: 'numeric',
    defaultValue: String(DEFAULT_LOCK_IN_MONTHS),
    hint: 'How long pre-IPO shares stay locked in from the allotment (SEBI: 6 months).',
  };
  const note: FieldSpec = { control: 'textarea', label: 'Note', name: 'note', maxLength: 500, hint: 'Optional: shown on the timeline.' };
  const own: Record<IpoMilestoneKind, FieldSpec[]> = {
    drhp_filed: [],
    sebi_approved: [],
    price_band: [rupeeField('Price band low (₹)', 'priceBandLowPaise'), rupeeField('Price band high (₹)', 'priceBandHighPaise'), exchange],
    listing_date: [exchange],
    listed: [
      rupeeField('Listing price (₹)', 'listingPricePaise'),
      exchange,
      { label: 'Allotment date', name: 'allottedOn', type: 'date', hint: 'The lock-in runs from it; the listing day when empty.' },
    ],
  };
  return [date, ...own[kind], lockIn, note];
}
