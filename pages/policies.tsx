import LegalPage from '@/components/legal/LegalPage';
import { privacyDocument } from '@/lib/legal/privacy';

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyDocument} path="/policies" />;
}
