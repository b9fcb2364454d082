import PlaceholderPage from '@/components/PlaceholderPage';

export default function GlossaryPage() {
  return (
    <PlaceholderPage
      title="Glossary"
      description="Plain-language definitions of the terms used in private markets and unlisted shares."
    />
  );
}
