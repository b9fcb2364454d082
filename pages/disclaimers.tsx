import PlaceholderPage from '@/components/PlaceholderPage';

export default function DisclaimersPage() {
  return (
    <PlaceholderPage
      title="Disclaimers"
      description="Important limits on what this site is and what it offers."
    />
  );
}
