import LabelledRegion from '@/components/ui/LabelledRegion';
import { brand } from '@/lib/brand';

/** The brand's contact details and office address, beside the contact form. */
export default function ContactDetails() {
  const { email, phone, phoneHref, address } = brand.contact;
  return (
    <LabelledRegion
      as="aside"
      heading="Reach us directly"
      className="rounded-2xl bg-brand-900 p-6 text-white"
      headingClassName="text-lg font-semibold"
    >
      <dl className="mt-4 space-y-4 text-sm">
        <div>
          <dt className="font-medium text-brand-100">Email</dt>
          <dd>
            <a href={`mailto:${email}`} className="break-all underline underline-offset-2 hover:text-accent-400">
              {email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-brand-100">Phone</dt>
          <dd>
            <a href={phoneHref} className="underline underline-offset-2 hover:text-accent-400">
              {phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-brand-100">Office</dt>
          <dd>
            <address className="not-italic">{address}</address>
          </dd>
        </div>
        <div>
          <dt className="font-medium text-brand-100">Hours</dt>
          <dd>Monday to Friday, 10:00 to 18:30 IST (closed on public holidays)</dd>
        </div>
      </dl>
    </LabelledRegion>
  );
}
