import PlaceholderPage from '@/components/PlaceholderPage';

export default function ArticlesPage() {
  return (
    <PlaceholderPage
      title="Private Equity News and Updates"
      description="News and analysis on private equity, unlisted shares and pre-IPO companies in India."
    />
  );
}
