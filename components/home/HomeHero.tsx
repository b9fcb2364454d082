import Icon from '@/components/dashboard/Icon';
import LightLink from '@/components/ui/LightLink';
import { brand } from '@/lib/brand';

const OFFERS = [
  'Prices and fundamentals of unlisted companies',
  'A screener with P/E, P/B, ROE and growth',
  'News, webcasts and startup deals',
];

export default function HomeHero() {
  return (
    <section className="bg-gradient-to-br from-brand-900 to-brand-700 text-white">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:py-24">
        <h1 className="max-w-3xl text-3xl font-bold sm:text-5xl">Invest in India&apos;s companies before they list</h1>
        <p className="mt-4 max-w-2xl text-lg text-brand-100">{brand.tagline}</p>
        <ul className="mt-6 grid max-w-3xl gap-2 text-brand-100 sm:grid-cols-3">
          {OFFERS.map((offer) => (
            <li key={offer} className="flex gap-2">
              <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" />
              {offer}
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-wrap gap-3">
          <LightLink href="/indian-stocks" className="rounded-lg bg-accent-400 px-5 py-3 font-semibold text-brand-900 hover:bg-accent-500">
            Explore company records
          </LightLink>
          <LightLink href="/screener" className="rounded-lg border border-white/70 px-5 py-3 font-semibold text-white hover:bg-white/10">
            Open the screener
          </LightLink>
        </div>
      </div>
    </section>
  );
}
