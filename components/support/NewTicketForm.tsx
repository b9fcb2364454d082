// A new ticket: category, subject, message, optionally one of the investor's orders and one file,
// checked with the API's schema first, sent as multipart form data with an Idempotency-Key.
import { useRouter } from 'next/router';
import { useState } from 'react';

import FileField from '@/components/forms/FileField';
import FormAlert from '@/components/forms/FormAlert';
import SelectField from '@/components/forms/SelectField';
import TextArea from '@/components/forms/TextArea';
import TextField from '@/components/forms/TextField';
import { SUPPORT_BASE, type SupportArea } from '@/components/support/supportArea';
import { call } from '@/lib/contracts/client';
import { SUPPORT_API } from '@/lib/contracts/support';
import { formatDate, formatNumber } from '@/lib/format';
import { useApiForm } from '@/lib/hooks/useApiForm';
import {
  ATTACHMENT_ACCEPT,
  ATTACHMENT_MAX_BYTES,
  MAX_SUBJECT_LENGTH,
  MAX_SUPPORT_MESSAGE_LENGTH,
  SUPPORT_CATEGORIES,
  SUPPORT_MESSAGES,
  supportTicketCreateSchema,
} from '@/lib/validations/support';
import SubmitButton from '@/components/forms/SubmitButton';

/** One of the investor's orders, named as they know it: reference, shares and company, date placed. */
export interface OrderChoice {
  id: number;
  reference: string;
  companyName: string;
  quantity: number;
  createdAt: string;
}

export default function NewTicketForm({ area, orders }: { area: SupportArea; orders: OrderChoice[] }) {
  const router = useRouter();
  const [chosen, setChosen] = useState<File | null>(null);
  const [fileError, setFileError] = useState('');
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const categories = SUPPORT_CATEGORIES.filter((category) => (area === 'user' ? category.value !== 'commission' : true));

  const { errors, formError, submitting, onSubmit } = useApiForm(supportTicketCreateSchema, async (values) => {
    if (chosen && chosen.size > ATTACHMENT_MAX_BYTES) {
      setFileError(SUPPORT_MESSAGES.attachmentSize);
      return;
    }
    setFileError('');
    const body = new FormData();
    body.set('category', values.category);
    body.set('subject', values.subject);
    body.set('message', values.message);
    if (values.orderId !== undefined) body.set('orderId', String(values.orderId));
    if (chosen) body.set('attachment', chosen);
    const response = await call(SUPPORT_API[area].create, body, { headers: { 'Idempotency-Key': idempotencyKey } });
    await router.push(`${SUPPORT_BASE[area]}/${response.data.id}`);
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="new-ticket-heading"
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id="new-ticket-heading" className="text-lg font-semibold text-slate-900">
        New ticket
      </h2>
      <SelectField label="Category" name="category" options={categories} placeholder="Choose a category" error={errors.category} required />
      <TextField label="Subject" name="subject" error={errors.subject} maxLength={MAX_SUBJECT_LENGTH} required autoComplete="off" />
      {area === 'user' && orders.length > 0 && (
        <SelectField
          label="Order (optional)"
          name="orderId"
          options={orders.map((order) => ({
            value: String(order.id),
            label: `${order.reference} · ${formatNumber(order.quantity)} ${order.companyName} · ${formatDate(order.createdAt)}`,
          }))}
          placeholder="Not about an order"
          error={errors.orderId}
        />
      )}
      <TextArea label="Message" name="message" error={errors.message} rows={6} maxLength={MAX_SUPPORT_MESSAGE_LENGTH} required />
      <FileField
        label="Attachment (optional)"
        name="attachment-file"
        onChange={(event) => {
          setChosen(event.currentTarget.files?.[0] ?? null);
        }}
        accept={ATTACHMENT_ACCEPT}
        hint="One PDF, JPEG or PNG file, at most 5 MB."
        error={fileError || errors.attachment}
      />
      <FormAlert message={formError} />
      <SubmitButton look="inline" busy={submitting} label="Open ticket" busyLabel="Sending…" />
    </form>
  );
}
