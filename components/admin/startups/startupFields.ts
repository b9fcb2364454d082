// The fields of a startup in the console (lib/validations/startups.ts checks them, here and in the API).
import type { FieldSpec } from '@/components/forms/FormFields';
import { MAX_STARTUP_ABOUT, MAX_STARTUP_NAME, MAX_STARTUP_SLUG, STARTUP_STAGES } from '@/lib/validations/startups';

/** What a startup says about itself: changed on its page at any time. */
export const STARTUP_FIELDS: readonly FieldSpec[] = [
  { label: 'Name', name: 'name', maxLength: MAX_STARTUP_NAME },
  { label: 'Sector', name: 'sector', maxLength: 60, hint: 'As the /Startups filter lists it: Fintech, Healthtech, EV…' },
  {
    control: 'select',
    label: 'Stage',
    name: 'stage',
    placeholder: 'Choose a stage',
    options: STARTUP_STAGES.map((stage) => ({ value: stage, label: stage })),
  },
  { control: 'textarea', label: 'About', name: 'about', rows: 6, maxLength: MAX_STARTUP_ABOUT },
  { label: 'Year founded', name: 'founded', inputMode: 'numeric', maxLength: 4 },
  { label: 'Headquarters', name: 'headquarters', maxLength: 80, hint: 'City, as on the startup’s page: Bengaluru.' },
  { label: 'Amount raised (₹)', name: 'amountRaised', inputMode: 'decimal', hint: 'Capital raised so far, in rupees: 25,00,00,000.' },
  { label: 'Minimum investment (₹)', name: 'minInvestment', inputMode: 'decimal', hint: 'The smallest ticket offered, in rupees.' },
  { label: 'Logo link', name: 'logo', type: 'url', hint: 'Optional: an https link to the logo image.' },
];

/** A new startup also gets its address and the price its public pages show (later changed on the Companies desk). */
export const NEW_STARTUP_FIELDS: readonly FieldSpec[] = [
  ...STARTUP_FIELDS.slice(0, 1),
  {
    label: 'Address (slug)',
    name: 'slug',
    maxLength: MAX_STARTUP_SLUG,
    hint: 'Its page will be /Startups/<address>. Leave empty to make it from the name; it cannot change later.',
  },
  ...STARTUP_FIELDS.slice(1),
  { label: 'Price per share (₹)', name: 'price', inputMode: 'decimal', hint: 'Shown on its pages; later changed on the Companies desk.' },
  { label: 'Face value (₹)', name: 'faceValue', inputMode: 'decimal', hint: 'Per share, as in the company’s filings: 1 or 10.' },
];
