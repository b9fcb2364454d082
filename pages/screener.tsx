import PlaceholderPage from '@/components/PlaceholderPage';

export default function ScreenerPage() {
  return (
    <PlaceholderPage
      title="Screener"
      description="Filter unlisted companies by sector, price, valuation and ratios."
    />
  );
}
