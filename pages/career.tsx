import PlaceholderPage from '@/components/PlaceholderPage';

export default function CareerPage() {
  return (
    <PlaceholderPage
      title="Careers"
      description="Open roles on our team and how to apply."
    />
  );
}
