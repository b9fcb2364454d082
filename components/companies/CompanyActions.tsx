// Buy and Add to watch list. The page's HTML is shared by every visitor (and cached), so it renders
// the signed-out version: links to sign in that come back here. After hydration an investor, known
// from the readable signedInAs hint, gets the real buttons; the APIs check the token again.
import { useRouter } from 'next/router';
import { useState } from 'react';

import Icon from '@/components/dashboard/Icon';
import { useVisitor } from '@/components/providers/VisitorProvider';
import LightLink from '@/components/ui/LightLink';
import { buyRefusal } from '@/lib/cartRules';

import BuyForm from './BuyForm';
import WatchButton from './WatchButton';

interface Props {
  company: { id: number; name: string; slug: string; status: string; pricePaise: number; minQuantity: number };
}

const primary = 'inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800';
const secondary =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand-700 bg-white px-5 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60';

export default function CompanyActions({ company }: Props) {
  const router = useRouter();
  const { kind } = useVisitor();
  const [buying, setBuying] = useState(false);
  const loginHref = `/login?next=/indian-stocks/${company.slug}`;
  const refusal = buyRefusal(company);
  const signIn = () => void router.push(loginHref);

  if (kind === 'partner') {
    return (
      <p className="mt-4 text-sm text-slate-700">
        Signed in as a channel partner: investors buy and follow companies from their own account.
      </p>
    );
  }
  return (
    <div className="mt-4">
      <div className="flex flex-wrap items-center gap-3">
        {kind === 'user' || refusal ? (
          <button type="button" aria-expanded={buying} onClick={() => setBuying((open) => !open)} className={primary}>
            Buy
          </button>
        ) : (
          <LightLink href={loginHref} className={primary}>
            Buy
          </LightLink>
        )}
        {kind === 'user' ? (
          <WatchButton companyId={company.id} onSignedOut={signIn} className={secondary} />
        ) : (
          <LightLink href={loginHref} className={secondary}>
            <Icon name="watchlist" className="h-4 w-4" /> Add to watch list
          </LightLink>
        )}
      </div>
      {buying && refusal && (
        <p role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {refusal}
        </p>
      )}
      {buying && !refusal && kind === 'user' && (
        <BuyForm companyId={company.id} pricePaise={company.pricePaise} minQuantity={company.minQuantity} onSignedOut={signIn} />
      )}
    </div>
  );
}
