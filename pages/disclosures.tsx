import PlaceholderPage from '@/components/PlaceholderPage';

export default function DisclosuresPage() {
  return (
    <PlaceholderPage
      title="Disclosures"
      description="Disclosures about our business, our interests and our data sources."
    />
  );
}
