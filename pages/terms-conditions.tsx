import LegalPage from '@/components/legal/LegalPage';
import { termsDocument } from '@/lib/legal/terms';

export default function TermsConditionsPage() {
  return <LegalPage document={termsDocument} path="/terms-conditions" />;
}
