import ContactDetails from '@/components/about/ContactDetails';
import ContactForm from '@/components/about/ContactForm';
import Seo from '@/components/Seo';
import PageContainer from '@/components/ui/PageContainer';
import PageHeading from '@/components/ui/PageHeading';
import { NOT_AN_EXCHANGE_NOTICE } from '@/lib/brand';
import { breadcrumbLd } from '@/lib/seo';

export default function ContactUsPage() {
  return (
    <>
      <Seo
        title="Contact Us"
        description="Write to us about buying or selling unlisted shares, your account, a channel partnership or media enquiries. We reply within one working day."
        jsonLd={breadcrumbLd([['Contact Us', '/contact-us']])}
      />
      <PageContainer>
        <PageHeading>Contact Us</PageHeading>
        <p className="mt-3 max-w-3xl text-slate-700">
          Questions about unlisted shares, your account or a partnership? Send us a message and the right team will reply, usually within
          one working day.
        </p>
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
            <ContactForm />
          </div>
          <ContactDetails />
        </div>
        <p className="mt-8 text-sm text-slate-600">{NOT_AN_EXCHANGE_NOTICE}</p>
      </PageContainer>
    </>
  );
}
