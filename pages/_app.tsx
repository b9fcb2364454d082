import '@/styles/globals.css';

import type { StaffRole } from '@/lib/permissions';
import type { AppProps } from 'next/app';
import Head from 'next/head';
import dynamic from 'next/dynamic';
import type { Session } from 'next-auth';
import { useEffect, type ReactNode } from 'react';

import DisclaimerGate from '@/components/DisclaimerGate';
import RouteLoader from '@/components/RouteLoader';
import { GoogleSignInProvider } from '@/components/providers/GoogleSignInProvider';
import { SiteOriginProvider } from '@/components/providers/SiteOriginProvider';
import { VisitorProvider } from '@/components/providers/VisitorProvider';
import Footer from '@/components/public/Footer';
import JoinButton from '@/components/public/JoinButton';
import PublicHeader from '@/components/public/PublicHeader';
import type { PartnerProfile } from '@/lib/hooks/usePartnerProfile';
import type { UserDetail } from '@/lib/hooks/useUserDetail';
import { installConcurrentHydration } from '@/lib/concurrentHydration';
import { layoutForPath, type LayoutKind } from '@/lib/layoutForPath';
import { beforeHydration, finishLazyBoot } from '@/lib/lazyBoot';

// Before Next hydrates this page: hydration in short slices instead of one long task.
installConcurrentHydration();
beforeHydration();

// Each area's shell is its own chunk, loaded only on that area's pages (server-rendered, and its
// script listed in the page, so nothing flashes): public pages never carry the dashboards, the
// console or next-auth's client.
const InvestorArea = dynamic(() => import('@/layouts/InvestorArea'));
const PartnerArea = dynamic(() => import('@/layouts/PartnerArea'));
const AdminLayout = dynamic(() => import('@/layouts/AdminLayout'));
const SessionArea = dynamic(() => import('@/layouts/SessionArea'));

// On a client-side move into another area, its chunk starts loading with the route change, beside the
// page's own chunk and data (next/dynamic would only ask for it when the new page first renders).
const AREA_CHUNKS: Partial<Record<LayoutKind, () => Promise<unknown>>> = {
  'user-dashboard': () => import('@/layouts/InvestorArea'),
  partner: () => import('@/layouts/PartnerArea'),
  operator: () => import('@/layouts/AdminLayout'),
  'operator-auth': () => import('@/layouts/AdminLayout'),
  'user-auth': () => import('@/layouts/SessionArea'),
};

function warmAreaChunk(url: string) {
  const { pathname } = new URL(url, window.location.href);
  AREA_CHUNKS[layoutForPath(pathname).kind]?.().catch(() => {
    // The route change itself reports a failed load; nothing to add here.
  });
}

interface PageProps {
  session?: Session | null;
  // Dashboard pages load their caller on the server (investorLoader / partnerLoader).
  user?: UserDetail;
  partner?: PartnerProfile;
  // Operator console pages load their operator on the server (operatorLoader), and whether the demo accounts exist.
  operator?: { fullName: string; email: string; roles: StaffRole[] };
  demoAccounts?: boolean;
  approvalsWaiting?: number;
  // Sign-in pages say whether Google sign-in is configured on the server.
  googleEnabled?: boolean;
  // Public pages: the origin for canonical and sharing URLs (publicLoader).
  siteOrigin?: string;
}

type Props = AppProps<PageProps>;

export default function MarketplaceApp({ Component, pageProps, router }: Props) {
  const layout = layoutForPath(router.pathname);

  // React has the page (the effects of the first commit run after hydration): what the visitor did
  // before, on a page that boots on interaction, reaches it now (lib/lazyBoot.ts).
  useEffect(() => {
    void finishLazyBoot();
  }, []);

  useEffect(() => {
    router.events.on('routeChangeStart', warmAreaChunk);
    return () => router.events.off('routeChangeStart', warmAreaChunk);
  }, [router]);

  const page = <Component {...pageProps} />;
  const gate = (children: ReactNode) => <DisclaimerGate>{children}</DisclaimerGate>;
  const google = (children: ReactNode) => (
    <GoogleSignInProvider enabled={pageProps.googleEnabled ?? false}>{children}</GoogleSignInProvider>
  );

  let tree: ReactNode;
  switch (layout.kind) {
    case 'cp-auth':
      tree = google(page);
      break;
    case 'partner':
      tree = <PartnerArea partner={pageProps.partner}>{page}</PartnerArea>;
      break;
    case 'user-dashboard':
      tree = (
        <InvestorArea user={pageProps.user} session={pageProps.session}>
          {page}
        </InvestorArea>
      );
      break;
    case 'operator-auth':
      tree = <AdminLayout bare>{page}</AdminLayout>;
      break;
    case 'operator':
      tree = (
        <AdminLayout operator={pageProps.operator} demoAccounts={pageProps.demoAccounts} approvalsWaiting={pageProps.approvalsWaiting}>
          {page}
        </AdminLayout>
      );
      break;
    case 'user-auth':
      tree = <SessionArea session={pageProps.session}>{google(gate(page))}</SessionArea>;
      break;
    default:
      tree = google(
        <>
          <Head>
            <link rel="icon" type="image/png" sizes="32x32" href="/favicon-32x32.png" />
            <link rel="icon" type="image/png" sizes="96x96" href="/favicon-96x96.png" />
            <link rel="icon" type="image/png" sizes="16x16" href="/favicon-16x16.png" />
          </Head>
          <PublicHeader />
          <JoinButton />
          {gate(<main id="main-content">{page}</main>)}
          <Footer />
        </>,
      );
  }

  return (
    <VisitorProvider>
      <RouteLoader />
      <SiteOriginProvider origin={pageProps.siteOrigin}>{tree}</SiteOriginProvider>
    </VisitorProvider>
  );
}
