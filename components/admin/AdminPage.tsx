import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';

import PageHeading from '@/components/ui/PageHeading';
import { brand } from '@/lib/brand';
import { routeTitle } from '@/lib/routes';

interface Props {
  /** The h1; by default the page's title in the route table (lib/routes.ts): its sidebar label. */
  title?: string;
  description?: ReactNode;
  /** Links or buttons beside the heading. */
  aside?: ReactNode;
  /** The way back to the list the page belongs to, beside the heading ("← All articles"). */
  back?: { href: string; label: string };
  children: ReactNode;
}

/** The frame of a console page: document title, h1 and intro line. */
export default function AdminPage({ title: given, description, aside, back, children }: Props) {
  const { pathname } = useRouter();
  const title = given ?? routeTitle(pathname) ?? 'Operator console';
  return (
    <>
      <Head>
        <title>{`${title} | Operator console | ${brand.name}`}</title>
      </Head>
      <div className="mx-auto max-w-6xl">
        <div className="mb-6 flex flex-wrap items-start justify-between gap-4 sm:mb-8">
          <PageHeading description={description}>{title}</PageHeading>
          {aside ??
            (back && (
              <Link href={back.href} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 hover:underline">
                ← {back.label}
              </Link>
            ))}
        </div>
        {children}
      </div>
    </>
  );
}
