import Head from 'next/head';
import type { ReactNode } from 'react';

import { brand } from '@/lib/brand';

interface Props {
  /** The page's name, used in the document title and, unless `heading` is given, as its h1. */
  title: string;
  heading?: ReactNode;
  description?: ReactNode;
  children: ReactNode;
}

/** The frame of every dashboard page: document title, h1 and an intro line. */
export default function DashboardPage({ title, heading, description, children }: Props) {
  return (
    <>
      <Head>
        <title>{`${title} | ${brand.name}`}</title>
      </Head>
      <div className="mx-auto max-w-6xl">
        <div className="mb-6 sm:mb-8">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">{heading ?? title}</h1>
          {description && <p className="mt-1 max-w-2xl text-slate-600">{description}</p>}
        </div>
        {children}
      </div>
    </>
  );
}
