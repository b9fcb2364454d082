import LegalPage from '@/components/legal/LegalPage';
import { disclaimerDocument } from '@/lib/legal/disclaimer';

export default function DisclaimerPage() {
  return <LegalPage document={disclaimerDocument} path="/Disclaimer" />;
}
