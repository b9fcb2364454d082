import PlaceholderPage from '@/components/PlaceholderPage';

export default function FaqPage() {
  return (
    <PlaceholderPage
      title="Frequently Asked Questions"
      description="Answers about buying, selling, payments, transfers and taxes for unlisted shares."
    />
  );
}
