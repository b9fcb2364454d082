import LegalPage from '@/components/legal/LegalPage';
import { cookiesDocument } from '@/lib/legal/cookies';

export default function CookiesPolicyPage() {
  return <LegalPage document={cookiesDocument} path="/cookies-policy" />;
}
