import PlaceholderPage from '@/components/PlaceholderPage';

export default function AboutPage() {
  return (
    <PlaceholderPage
      title="Our Journey"
      description="How we set out to make unlisted shares in India understandable and accessible."
    />
  );
}
