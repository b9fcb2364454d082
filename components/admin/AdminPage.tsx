import Head from 'next/head';
import type { ReactNode } from 'react';

import PageHeading from '@/components/ui/PageHeading';
import { brand } from '@/lib/brand';

interface Props {
  title: string;
  description?: ReactNode;
  /** Links or buttons beside the heading (back to the list). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of a console page: document title, h1 and intro line. */
export default function AdminPage({ title, description, aside, children }: Props) {
  return (
    <>
      <Head>
        <title>{`${title} | Operator console | ${brand.name}`}</title>
      </Head>
      <div className="mx-auto max-w-6xl">
        <div className="mb-6 flex flex-wrap items-start justify-between gap-4 sm:mb-8">
          <PageHeading description={description}>{title}</PageHeading>
          {aside}
        </div>
        {children}
      </div>
    </>
  );
}
