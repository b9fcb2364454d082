import Head from 'next/head';
import type { ReactNode } from 'react';

import PageHeading from '@/components/ui/PageHeading';
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
        <PageHeading className="mb-6 sm:mb-8" description={description}>
          {heading ?? title}
        </PageHeading>
        {children}
      </div>
    </>
  );
}
