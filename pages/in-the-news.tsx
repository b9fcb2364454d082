import PlaceholderPage from '@/components/PlaceholderPage';

export default function InTheNewsPage() {
  return (
    <PlaceholderPage
      title="In the News"
      description="What the press says about us and the private markets we cover."
    />
  );
}
