import PlaceholderPage from '@/components/PlaceholderPage';

export default function PoliciesPage() {
  return (
    <PlaceholderPage
      title="Privacy Policy"
      description="How we collect, use and protect your personal data."
    />
  );
}
