import PlaceholderPage from '@/components/PlaceholderPage';

export default function StartupsPage() {
  return (
    <PlaceholderPage
      title="Startups"
      description="Startups raising capital: stage, sector, amount raised and minimum investment."
    />
  );
}
