import PlaceholderPage from '@/components/PlaceholderPage';

export default function GlobalRealEstatePage() {
  return (
    <PlaceholderPage
      title="Global Real Estate"
      description="Residential and commercial property listings around the world. Get in touch to learn more."
    />
  );
}
