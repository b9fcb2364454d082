import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';

import BrandLogo from '@/components/ui/BrandLogo';
import { brand } from '@/lib/brand';

/** The six sign-in, registration and password-reset screens: an investor's and a partner's of each. */
export type AuthScreen = `${'user' | 'partner'}${'SignIn' | 'SignUp' | 'Reset'}`;

/** Each screen's heading and the line under it. */
const HEADINGS: Record<AuthScreen, { title: string; subtitle: string }> = {
  userSignIn: { title: 'Sign in', subtitle: 'Track your unlisted shares, orders and watch list.' },
  userSignUp: { title: 'Create your account', subtitle: 'Invest in unlisted and pre-IPO companies in a few steps.' },
  userReset: { title: 'Reset your password', subtitle: 'We will send a 6-digit code to your email or mobile number.' },
  partnerSignIn: { title: 'Partner sign in', subtitle: 'Your share list, clients and commissions in one place.' },
  partnerSignUp: { title: 'Be our partner', subtitle: 'Offer your clients unlisted shares at partner prices and earn a commission.' },
  partnerReset: { title: 'Reset your password', subtitle: 'We will send a 6-digit code to your email or mobile number.' },
};

/** The link at the foot of each screen, to the one the visitor may have meant instead. */
const SWITCH_LINKS: Record<AuthScreen, { prompt: string; link: string; href: string }> = {
  userSignIn: { prompt: 'New here?', link: 'Create an investor account', href: '/signup' },
  userSignUp: { prompt: 'Already have an account?', link: 'Sign in', href: '/login' },
  userReset: { prompt: 'Remembered it?', link: 'Back to sign in', href: '/login' },
  partnerSignIn: { prompt: 'Not a partner yet?', link: 'Become a channel partner', href: '/Cp/signup' },
  partnerSignUp: { prompt: 'Already a partner?', link: 'Sign in', href: '/Cp/signin' },
  partnerReset: { prompt: 'Remembered it?', link: 'Back to partner sign in', href: '/Cp/signin' },
};

interface Props {
  screen: AuthScreen;
  children: ReactNode;
}

/** The frame shared by the sign-in, registration and password-reset screens. */
export default function AuthCard({ screen, children }: Props) {
  const { title, subtitle } = HEADINGS[screen];
  const footer = SWITCH_LINKS[screen];
  // The role's name as the sign-in chooser says it ("I'm a User", "I'm a Channel Partner"), in its own case:
  // a label in capitals read as "USER", a system's word rather than the chooser's.
  const audience = screen.startsWith('partner') ? 'Channel Partner' : 'User';
  return (
    <div className="flex min-h-screen flex-col bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 px-4 py-8">
      <Head>
        <title>{`${title} | ${brand.name}`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <Link href="/" className="mx-auto mb-6 inline-flex items-center gap-2 rounded text-white">
        <BrandLogo src={brand.logoOnDark} width={180} height={40} className="h-10 w-auto" />
      </Link>
      <main id="main-content" className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-xl sm:p-8">
        <p className="text-sm font-semibold text-brand-700">{audience}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">
          {footer.prompt}{' '}
          <Link href={footer.href} className="font-semibold text-brand-700 underline">
            {footer.link}
          </Link>
        </div>
      </main>
    </div>
  );
}
