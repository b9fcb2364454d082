// The fields of webcasts and real-estate listings in the console (lib/validations/contentDesk.ts checks them).
import type { FieldSpec } from '@/components/forms/FormFields';
import { PUBLICATION_STATUS_LABELS, PUBLICATION_STATUSES } from '@/lib/status/inbox';
import { MAX_CONTENT_DESCRIPTION, MAX_CONTENT_TITLE, MAX_SPEAKERS } from '@/lib/validations/contentDesk';

const STATUS_FIELD: FieldSpec = {
  control: 'select',
  label: 'Status',
  name: 'status',
  options: PUBLICATION_STATUSES.map((value) => ({ value, label: PUBLICATION_STATUS_LABELS[value] })),
  hint: 'A draft stays off the site; publishing puts it on the public page at once.',
};

export const WEBCAST_FIELDS: readonly FieldSpec[] = [
  { label: 'Title', name: 'title', maxLength: MAX_CONTENT_TITLE },
  {
    label: 'Video link',
    name: 'videoUrl',
    type: 'url',
    hint: 'The embed link: https://www.youtube-nocookie.com/embed/… or https://player.vimeo.com/video/…',
  },
  { label: 'Duration (minutes)', name: 'durationMinutes', inputMode: 'numeric' },
  { label: 'Speakers', name: 'speakers', maxLength: MAX_SPEAKERS, hint: 'Names separated by commas.' },
  { control: 'textarea', label: 'Description', name: 'description', rows: 5, maxLength: MAX_CONTENT_DESCRIPTION },
  STATUS_FIELD,
];

export const LISTING_FIELDS: readonly FieldSpec[] = [
  { label: 'Title', name: 'title', maxLength: MAX_CONTENT_TITLE },
  { label: 'Country', name: 'country', maxLength: 60 },
  { label: 'City', name: 'city', maxLength: 60 },
  { label: 'Property type', name: 'propertyType', maxLength: 60, hint: 'Apartment, villa, office…' },
  { label: 'Currency', name: 'currency', maxLength: 3, hint: 'The listing’s own currency: AED, USD, GBP…' },
  { label: 'Price', name: 'price', inputMode: 'decimal', hint: 'In that currency, up to two decimals.' },
  { label: 'Price in rupees', name: 'priceInr', inputMode: 'decimal', hint: 'What it comes to in rupees, shown beside it.' },
  { label: 'Area (sq ft)', name: 'areaSqft', inputMode: 'numeric' },
  { label: 'Bedrooms', name: 'bedrooms', inputMode: 'numeric', hint: 'Leave empty for a plot or an office.' },
  { control: 'textarea', label: 'Description', name: 'description', rows: 5, maxLength: MAX_CONTENT_DESCRIPTION },
  STATUS_FIELD,
];
