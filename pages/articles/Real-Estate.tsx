import PlaceholderPage from '@/components/PlaceholderPage';

export default function ArticlesRealEstatePage() {
  return (
    <PlaceholderPage
      title="Real Estate Articles"
      description="News and analysis on real estate in India and around the world."
    />
  );
}
