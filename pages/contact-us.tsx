import PlaceholderPage from '@/components/PlaceholderPage';

export default function ContactUsPage() {
  return (
    <PlaceholderPage
      title="Contact Us"
      description="Questions about unlisted shares, your account or a partnership? Write to us."
    />
  );
}
