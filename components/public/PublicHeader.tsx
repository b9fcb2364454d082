// The public site's header: logo, company search, main navigation and the visitor's account actions.
import { useRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';

import { useVisitor } from '@/components/providers/VisitorProvider';
import LoginModal from '@/components/public/LoginModal';
import SignedInMenu from '@/components/public/SignedInMenu';
import CompanySearchBox from '@/components/search/CompanySearchBox';
import { useCartCount } from '@/components/public/useCartCount';
import BrandLogo from '@/components/ui/BrandLogo';
import LightLink from '@/components/ui/LightLink';
import { logout } from '@/lib/logout';
import { publicPathOf } from '@/lib/filteredViews';
import { headerLinks, PATHS } from '@/lib/routes';

const MENU_ID = 'public-mobile-menu';

export default function PublicHeader() {
  const { kind } = useVisitor();
  const { count } = useCartCount();
  const { pathname } = useRouter();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const signedIn = kind === 'user' || kind === 'partner';
  const dashboardHref = kind === 'partner' ? PATHS.partnerDashboard : PATHS.investorDashboard;
  const current = publicPathOf(pathname);
  const isCurrent = (href: string) => current === href || current.startsWith(`${href}/`);
  const closeMenu = () => setMenuOpen(false);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  // .pill, .pill-outline, .pill-solid: styles/globals.css (short classes: this header is on every page).
  const partnerLink = 'pill pill-outline';
  const dashboardLink = 'pill pill-solid';

  return (
    <header className="relative z-40 border-b border-gray-200 bg-white shadow-sm lg:sticky lg:top-0">
      <a
        href="#main-content"
        className="skip-link"
      >
        Skip to content
      </a>
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 px-4 sm:px-6 md:flex-nowrap">
        <LightLink href="/" className="shrink-0 rounded-md">
          <BrandLogo width={168} height={34} className="h-8 w-auto" />
        </LightLink>
        {/* One search box: on a phone it wraps to a line of its own, under the logo and the buttons. */}
        <CompanySearchBox variant="public" className="order-last mb-3 w-full md:order-none md:mx-auto md:mb-0 md:max-w-md" />
        <div className="ml-auto flex h-16 items-center gap-2 md:ml-0">
          {signedIn ? (
            <>
              {kind === 'user' && (
                <LightLink href={PATHS.cart} aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`} className="relative rounded-full p-2 text-brand-900 transition hover:bg-brand-50">
                  <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="1.8">
                    <path strokeLinecap="round" strokeLinejoin="round" d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.46 1.16h7.78a1.5 1.5 0 0 0 1.45-1.12L20 8H6.1M9.5 20a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1Zm7 0a.5.5 0 1 0 0-1 .5.5 0 0 0 0 1Z" />
                  </svg>
                  {count > 0 && (
                    <span aria-hidden="true" className="absolute -right-0.5 -top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-xs font-bold text-brand-900">
                      {count}
                    </span>
                  )}
                </LightLink>
              )}
              <LightLink href={dashboardHref} className={`${dashboardLink} max-sm:hidden`}>
                Dashboard
              </LightLink>
              <button type="button" onClick={() => void logout()} className={`${partnerLink} max-sm:hidden`}>
                Logout
              </button>
              <SignedInMenu dashboardHref={dashboardHref} />
            </>
          ) : (
            <>
              <LightLink href={PATHS.partnerSignUp} className={`${partnerLink} max-sm:hidden`}>
                Be Our Partner
              </LightLink>
              <LoginModal />
            </>
          )}
          <button
            ref={menuButtonRef}
            type="button"
            aria-expanded={menuOpen}
            aria-controls={MENU_ID}
            // Opens the menu before React has the page (lib/bootScript.ts): a first tap shows it at once.
            data-boot-toggle=""
            onClick={() => setMenuOpen((open) => !open)}
            className="rounded-full p-2 text-brand-900 transition hover:bg-brand-50 lg:hidden"
          >
            <span className="sr-only">Menu</span>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d={menuOpen ? 'M6 6l12 12M18 6 6 18' : 'M4 7h16M4 12h16M4 17h16'} />
            </svg>
          </button>
        </div>
      </div>
      <nav aria-label="Main" className="hidden border-t border-gray-100 lg:block">
        <ul className="mx-auto flex max-w-7xl flex-wrap px-3">
          {headerLinks.map(({ href, label }) => (
            <li key={href}>
              <LightLink
                href={href}
                aria-current={isCurrent(href) ? 'page' : undefined}
                className="nav-link"
              >
                {label}
              </LightLink>
            </li>
          ))}
        </ul>
      </nav>
      <div id={MENU_ID} hidden={!menuOpen} className="border-t border-gray-100 px-4 pb-4 lg:hidden">
        <nav aria-label="Main">
          <ul className="grid grid-cols-2 gap-1 py-3">
            {headerLinks.map(({ href, label }) => (
              <li key={href}>
                <LightLink
                  href={href}
                  onClick={closeMenu}
                  aria-current={isCurrent(href) ? 'page' : undefined}
                  className="menu-link"
                >
                  {label}
                </LightLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex flex-wrap gap-2 border-t border-gray-100 pt-3">
          {signedIn ? (
            <>
              <LightLink href={dashboardHref} onClick={closeMenu} className={`${dashboardLink} flex-1`}>
                Dashboard
              </LightLink>
              <button type="button" onClick={() => void logout()} className="pill flex-1 border border-gray-300 text-gray-800 hover:bg-gray-50">
                Logout
              </button>
            </>
          ) : (
            <LightLink href={PATHS.partnerSignUp} onClick={closeMenu} className={`${partnerLink} w-full`}>
              Be Our Partner
            </LightLink>
          )}
        </div>
      </div>
    </header>
  );
}
