import LegalPage from '@/components/legal/LegalPage';
import { disclaimersDocument } from '@/lib/legal/disclaimers';

export default function DisclaimersPage() {
  return <LegalPage document={disclaimersDocument} path="/disclaimers" />;
}
