import PlaceholderPage from '@/components/PlaceholderPage';

export default function CookiesPolicyPage() {
  return (
    <PlaceholderPage
      title="Cookies Policy"
      description="Which cookies we use and why."
    />
  );
}
