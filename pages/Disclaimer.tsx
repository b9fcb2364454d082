import PlaceholderPage from '@/components/PlaceholderPage';

export default function DisclaimerPage() {
  return (
    <PlaceholderPage
      title="Disclaimer"
      description="Read this disclaimer before using the site."
    />
  );
}
