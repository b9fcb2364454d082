// The public site's footer: newsletter, contact details, app and social links, legal links and notice.

import BrandIcon from '@/components/public/BrandIcon';
import NewsletterForm from '@/components/public/NewsletterForm';
import BrandLogo from '@/components/ui/BrandLogo';
import LightLink from '@/components/ui/LightLink';
import { brand, NOT_AN_EXCHANGE_NOTICE } from '@/lib/brand';
import { footerLinks } from '@/lib/routes';

const LINK_GROUPS = (['Explore', 'Company'] as const).map((title) => ({ title, links: footerLinks(title) }));

const APP_BADGES = [
  { href: brand.appStores.googlePlay, icon: 'GooglePlay', kicker: 'Get it on', store: 'Google Play' },
  { href: brand.appStores.appStore, icon: 'Apple', kicker: 'Download on the', store: 'App Store' },
] as const;

// One class each (styles/globals.css) instead of the same utilities on each heading, link and app badge.
const heading = 'footer-heading';
const link = 'footer-link';

export default function Footer() {
  return (
    <footer className="bg-brand-900 text-sm text-gray-300">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 py-12 sm:px-6 lg:grid-cols-12">
        <div className="col-span-2 md:col-span-1 lg:col-span-4">
          <LightLink href="/" className="inline-block rounded-xl bg-white px-3 py-2">
            <BrandLogo width={168} height={34} className="h-8 w-auto" />
          </LightLink>
          <p className="mt-4 max-w-sm">{brand.tagline}</p>
          <address className="mt-4 space-y-1 not-italic">
            <p>{brand.contact.address}</p>
            <p>
              <a href={brand.contact.phoneHref} className={link}>{brand.contact.phone}</a>
            </p>
            <p>
              <a href={`mailto:${brand.contact.email}`} className={link}>{brand.contact.email}</a>
            </p>
          </address>
          <ul className="mt-6 flex gap-2">
            {brand.social.map(({ name, href }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${brand.name} on ${name} (opens in a new tab)`}
                  className="footer-social"
                >
                  <BrandIcon name={name} />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {LINK_GROUPS.map((group) => (
          <nav key={group.title} aria-labelledby={`footer-${group.title}`} className="lg:col-span-2">
            <h2 id={`footer-${group.title}`} className={heading}>{group.title}</h2>
            <ul className="mt-4 space-y-2">
              {group.links.map(({ href, label }) => (
                <li key={href}>
                  <LightLink href={href} className={link}>{label}</LightLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div className="col-span-2 md:col-span-1 lg:col-span-4">
          <h2 className={heading}>Newsletter</h2>
          <p className="mt-4 mb-3">Private-market news and new opportunities, straight to your inbox.</p>
          <NewsletterForm />
          <h2 className={`${heading} mt-8`}>Get the app</h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {APP_BADGES.map((badge) => (
              <li key={badge.store}>
                <a
                  href={badge.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="footer-app"
                >
                  <BrandIcon name={badge.icon} className="h-6 w-6" />
                  <span className="flex flex-col leading-tight">
                    <span className="text-[11px]">{badge.kicker}</span>
                    <span className="text-base font-semibold">{badge.store}</span>
                  </span>
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        {/* Bottom room at every width, so the floating Join button never covers the last line. */}
        <div className="mx-auto max-w-7xl space-y-4 px-4 pt-6 pb-24 sm:px-6">
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {footerLinks('Legal').map(({ href, label }) => (
                <li key={href}>
                  <LightLink href={href} className={link}>{label}</LightLink>
                </li>
              ))}
            </ul>
          </nav>
          <p className="max-w-4xl text-xs leading-relaxed text-gray-300">{NOT_AN_EXCHANGE_NOTICE}</p>
          <p className="text-xs text-gray-300" suppressHydrationWarning>
            {`© ${new Date().getFullYear()} ${brand.name}. All rights reserved.`}
          </p>
        </div>
      </div>
    </footer>
  );
}
