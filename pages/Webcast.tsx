import PlaceholderPage from '@/components/PlaceholderPage';

export default function WebcastPage() {
  return (
    <PlaceholderPage
      title="Webcasts"
      description="Conversations with founders, fund managers and analysts on private markets."
    />
  );
}
