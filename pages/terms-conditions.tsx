import PlaceholderPage from '@/components/PlaceholderPage';

export default function TermsConditionsPage() {
  return (
    <PlaceholderPage
      title="Terms and Conditions"
      description="The terms that govern your use of this site."
    />
  );
}
