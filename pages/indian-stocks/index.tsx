import PlaceholderPage from '@/components/PlaceholderPage';

export default function IndianStocksPage() {
  return (
    <PlaceholderPage
      title="Company Records"
      description="Unlisted and pre-IPO Indian companies: prices, fundamentals, valuation and shareholding."
    />
  );
}
