import LegalPage from '@/components/legal/LegalPage';
import { disclosuresDocument } from '@/lib/legal/disclosures';

export default function DisclosuresPage() {
  return <LegalPage document={disclosuresDocument} path="/disclosures" />;
}
