import Head from 'next/head';
import Link from 'next/link';
import type { ReactNode } from 'react';

import BrandLogo from '@/components/ui/BrandLogo';
import { brand } from '@/lib/brand';

interface Props {
  title: string;
  subtitle: string;
  /** The role's name as the sign-in chooser says it ("I'm a User", "I'm a Channel Partner"). */
  audience: 'User' | 'Channel Partner';
  children: ReactNode;
  footer: ReactNode;
}

/** The frame shared by the four sign-in and registration screens. */
export default function AuthCard({ title, subtitle, audience, children, footer }: Props) {
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
        <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{audience}</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">{title}</h1>
        <p className="mt-1 text-sm text-slate-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
        <div className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-700">{footer}</div>
      </main>
    </div>
  );
}
