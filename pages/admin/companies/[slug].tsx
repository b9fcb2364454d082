import type { InferGetServerSidePropsType } from 'next';
import Link from 'next/link';
import { useState } from 'react';

import { Allowed } from '@/components/admin/StaffRoles';
import AdminPage from '@/components/admin/AdminPage';
import IpoMilestonePanel from '@/components/admin/IpoMilestonePanel';
import PendingApprovalNotice from '@/components/admin/PendingApprovalNotice';
import { PRICE_SOURCE_LABELS, PRICE_SOURCES } from '@/lib/status/prices';
import { statusLabel } from '@/lib/format';
import { formatDateTime, formatNumber } from '@/lib/format';
import { companyChanges, companyFormSchema, PRICE_KIND_LABELS, PRICE_KINDS } from '@/components/admin/companyForm';
import Notice from '@/components/admin/Notice';
import { paiseToRupeeText } from '@/components/admin/rupees';
import FormAlert from '@/components/forms/FormAlert';
import FormFields, { type FieldSpec } from '@/components/forms/FormFields';
import { useRefreshProps } from '@/components/profile/useRefreshProps';
import { call } from '@/lib/contracts/client';
import { adminCompanyUpdateApi } from '@/lib/contracts/companies';
import { useApiForm } from '@/lib/hooks/useApiForm';
import { getServerSideProps } from '@/lib/server/loaders/admin/companies/[slug]';
import { ADMIN_COMPANY_STATUSES } from '@/lib/validations/orders';
import SubmitButton from '@/components/forms/SubmitButton';

export { getServerSideProps };
type Props = InferGetServerSidePropsType<typeof getServerSideProps>;

/** A price in rupees (the form sends text; the schema turns it into paise); empty when there is none. */
const rupeeField = (label: string, name: string, paise: number | null, hint: string): FieldSpec => ({
  label,
  name,
  inputMode: 'decimal',
  defaultValue: paise === null ? '' : paiseToRupeeText(paise),
  hint: `In rupees, with up to 2 decimals (1234.56). ${hint}`,
});

export default function AdminCompanyPage({ company, waiting, ipoMilestones, now }: Props) {
  const [notice, setNotice] = useState('');
  const refresh = useRefreshProps();
  // Null until operators set a quote (the service's row type does not say so).
  const buyback = company.buybackPricePaise;
  const { errors, formError, submitting, onSubmit } = useApiForm(companyFormSchema, async (values) => {
    setNotice('');
    const changes = companyChanges(company, values);
    if (Object.keys(changes).length === 0) {
      setNotice('Nothing changed.');
      return;
    }
    const response = await call(adminCompanyUpdateApi, changes, { params: { slug: company.slug } });
    setNotice(response.message);
    await refresh();
  });

  return (
    <AdminPage
      title={company.name}
      description={
        <>
          Price last updated <time dateTime={company.priceUpdatedAt}>{formatDateTime(company.priceUpdatedAt)}</time>.{' '}
          <Link href={`/indian-stocks/${encodeURIComponent(company.slug)}`} className="font-semibold text-brand-800 underline">
            Public page
          </Link>
        </>
      }
      back={{ href: '/admin/companies', label: 'All companies' }}
    >
      <Notice message={notice} />
      <PendingApprovalNotice approvals={waiting} now={now} className="mb-6" />
      <Allowed permission="companies:write">
        {/* Keyed by the saved values: after a save the fields show what the server kept. */}
        <form
          key={`${company.pricePaise}-${company.partnerPricePaise}-${company.buybackPricePaise}-${company.availableQuantity}-${company.minQuantity}-${company.status}`}
          noValidate
          onSubmit={onSubmit}
          aria-label={`Edit ${company.name}`}
          className="grid max-w-3xl gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2"
        >
          <div className="sm:col-span-2">
            <FormAlert message={formError} />
          </div>
          <FormFields
            errors={errors}
            fields={[
              rupeeField(
                'Investor price (₹)',
                'pricePaise',
                company.pricePaise,
                "A change adds today's point to the price history; a large one waits for another person's approval, as does any change of the available quantity.",
              ),
              {
                control: 'select',
                label: 'Kind of price change',
                name: 'priceKind',
                defaultValue: 'new',
                options: PRICE_KINDS.map((value) => ({ value, label: PRICE_KIND_LABELS[value] })),
                hint: 'A correction makes the history, the chart and every change read as if the mistaken price was never set.',
              },
              {
                control: 'select',
                label: 'Price source',
                name: 'priceSource',
                defaultValue: company.priceSource,
                options: PRICE_SOURCES.map((value) => ({ value, label: PRICE_SOURCE_LABELS[value] })),
                hint: 'Where a new investor price comes from; shown beside the price on the company page.',
              },
              {
                label: 'Price note',
                name: 'priceNote',
                defaultValue: '',
                maxLength: 300,
                hint: 'Optional: the trade, quote or round behind it.',
              },
              rupeeField('Partner price (₹)', 'partnerPricePaise', company.partnerPricePaise, 'Below the investor price.'),
              rupeeField('Buy-back price (₹)', 'buybackPricePaise', buyback, 'What the platform pays investors who sell.'),
              {
                label: 'Available quantity',
                name: 'availableQuantity',
                inputMode: 'numeric',
                defaultValue: String(company.availableQuantity),
                hint: `Shares on sale now (${formatNumber(company.reservedQuantity)} reserved by open orders).`,
              },
              {
                label: 'Minimum lot',
                name: 'minQuantity',
                inputMode: 'numeric',
                defaultValue: String(company.minQuantity),
                hint: 'The fewest shares one order may buy.',
              },
              {
                control: 'select',
                label: 'Status',
                name: 'status',
                defaultValue: company.status,
                options: ADMIN_COMPANY_STATUSES.map((value) => ({ value, label: statusLabel(value) })),
              },
            ]}
          />
          <div className="sm:col-span-2">
            <SubmitButton look="inline" busy={submitting} label="Save changes" busyLabel="Saving…" />
          </div>
        </form>
      </Allowed>
      <IpoMilestonePanel slug={company.slug} name={company.name} milestones={ipoMilestones} />
    </AdminPage>
  );
}
