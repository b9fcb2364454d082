// The webcast desk and the real-estate desk of the console, on the same pages as the FAQs and the
// glossary (components/admin/reference/ReferenceDesk.tsx): a list with a form to add one, and one
// entry's page to change, publish, unpublish or remove it.
import { LISTING_FIELDS, WEBCAST_FIELDS } from '@/components/admin/reference/contentFields';
import type { Desk } from '@/components/admin/reference/ReferenceDesk';
import { RecordName } from '@/components/kit/cells';
import type { Column } from '@/components/kit/ListPage';
import StatusBadge from '@/components/kit/StatusBadge';
import { call } from '@/lib/contracts/client';
import {
  adminListingCreatedApi,
  adminListingDeletedApi,
  adminListingUpdatedApi,
  adminWebcastCreatedApi,
  adminWebcastDeletedApi,
  adminWebcastUpdatedApi,
} from '@/lib/contracts/contentDesk';
import { formatDate, formatPaise, formatPlace } from '@/lib/format';
import { PUBLICATION_STATUS_LABELS, type PublicationStatus } from '@/lib/status/inbox';
import { listingSchema, minorToAmount, webcastSchema } from '@/lib/validations/contentDesk';

interface Webcast {
  id: number;
  slug: string;
  title: string;
  description: string;
  videoUrl: string;
  durationSeconds: number;
  speakers: string[];
  publishedAt: string;
  status: PublicationStatus;
}

interface Listing {
  id: number;
  slug: string;
  title: string;
  country: string;
  city: string;
  propertyType: string;
  currency: string;
  priceMinor: number;
  priceInrPaise: number;
  areaSqft: number;
  bedrooms: number | null;
  description: string;
  status: PublicationStatus;
}

function statusColumn<Row extends { status: PublicationStatus }>(): Column<Row> {
  return { label: 'Status', cell: (row) => <StatusBadge status={row.status} label={PUBLICATION_STATUS_LABELS[row.status]} /> };
}

export const WEBCAST_DESK: Desk<typeof webcastSchema, Webcast> = {
  title: 'Webcasts',
  description: 'The webcasts on the site’s Webcast page, newest first. A published change is on the page as soon as it is saved.',
  path: '/admin/webcasts',
  api: '/api/v1/admin/webcasts',
  searchHint: 'Title or description.',
  plural: 'Webcasts',
  singular: 'webcast',
  columns: [
    {
      label: 'Webcast',
      rowHeader: true,
      cell: (webcast) => (
        <RecordName href={`/admin/webcasts/${webcast.id}`} name={webcast.title} detail={webcast.speakers.join(', ')} mono={false} />
      ),
    },
    statusColumn(),
    { label: 'Length', numeric: true, cell: (webcast) => `${Math.round(webcast.durationSeconds / 60)} min` },
    { label: 'Dated', className: 'whitespace-nowrap', cell: (webcast) => formatDate(webcast.publishedAt) },
  ],
  schema: webcastSchema,
  fields: WEBCAST_FIELDS,
  heading: (webcast) => webcast.title,
  about: (webcast) =>
    webcast.status === 'published' ? `On the Webcast page since ${formatDate(webcast.publishedAt)}.` : 'A draft: not on the site.',
  formValues: (webcast) => ({
    ...webcast,
    durationMinutes: Math.round(webcast.durationSeconds / 60),
    speakers: webcast.speakers.join(', '),
  }),
  create: (values) => call(adminWebcastCreatedApi, values),
  update: (id, values) => call(adminWebcastUpdatedApi, values, { params: { id } }),
  remove: (id) => call(adminWebcastDeletedApi, undefined, { params: { id } }),
};

export const LISTING_DESK: Desk<typeof listingSchema, Listing> = {
  title: 'Real estate',
  description: 'The properties on the site’s Global Real Estate page. A published change is on the page as soon as it is saved.',
  path: '/admin/real-estate',
  api: '/api/v1/admin/real-estate',
  searchHint: 'Title, city or country.',
  plural: 'Listings',
  singular: 'listing',
  columns: [
    {
      label: 'Listing',
      rowHeader: true,
      cell: (listing) => (
        <RecordName
          href={`/admin/real-estate/${listing.id}`}
          name={listing.title}
          detail={formatPlace(listing.city, listing.country)}
          mono={false}
        />
      ),
    },
    statusColumn(),
    { label: 'Price', numeric: true, cell: (listing) => formatPaise(listing.priceInrPaise) },
    { label: 'Type', cell: (listing) => listing.propertyType },
  ],
  schema: listingSchema,
  fields: LISTING_FIELDS,
  heading: (listing) => listing.title,
  about: (listing) =>
    `${formatPlace(listing.city, listing.country)} · ${listing.status === 'published' ? 'on the Global Real Estate page' : 'a draft: not on the site'}.`,
  formValues: (listing) => ({ ...listing, price: minorToAmount(listing.priceMinor), priceInr: minorToAmount(listing.priceInrPaise) }),
  create: (values) => call(adminListingCreatedApi, values),
  update: (id, values) => call(adminListingUpdatedApi, values, { params: { id } }),
  remove: (id) => call(adminListingDeletedApi, undefined, { params: { id } }),
};
