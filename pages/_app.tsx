import '@/styles/globals.css';
import '@/lib/zodConfig';

import type { AppProps } from 'next/app';
import Head from 'next/head';
import type { Session } from 'next-auth';
import { SessionProvider } from 'next-auth/react';
import { useEffect, type ReactNode } from 'react';

import PartnerHeader from '@/components/cp/PartnerHeader';
import PartnerSidebar from '@/components/cp/PartnerSidebar';
import UserHeader from '@/components/dashboard/UserHeader';
import UserSidebar from '@/components/dashboard/UserSidebar';
import DisclaimerGate from '@/components/DisclaimerGate';
import RouteLoader from '@/components/RouteLoader';
import { GoogleSignInProvider } from '@/components/providers/GoogleSignInProvider';
import { SiteOriginProvider } from '@/components/providers/SiteOriginProvider';
import { VisitorProvider } from '@/components/providers/VisitorProvider';
import Footer from '@/components/public/Footer';
import JoinButton from '@/components/public/JoinButton';
import PublicHeader from '@/components/public/PublicHeader';
import AdminLayout from '@/layouts/AdminLayout';
import DashboardLayout from '@/layouts/DashboardLayout';
import type { PartnerProfile } from '@/lib/hooks/usePartnerProfile';
import type { UserDetail } from '@/lib/hooks/useUserDetail';
import { layoutForPath } from '@/lib/layoutForPath';
import { sessionRefetchSeconds } from '@/lib/sessionRefetch';

interface PageProps {
  session?: Session | null;
  // Dashboard pages load their caller on the server (investorLoader / partnerLoader).
  user?: UserDetail;
  partner?: PartnerProfile;
  // Operator console pages load their operator on the server (operatorLoader).
  operator?: { fullName: string; email: string };
  // Sign-in pages say whether Google sign-in is configured on the server.
  googleEnabled?: boolean;
  // Public pages: the origin for canonical and sharing URLs (publicLoader).
  siteOrigin?: string;
}

type Props = AppProps<PageProps>;

const CONSOLE_CLEAR_DELAY_MS = 3000;
const SESSION_REFETCH_SECONDS = sessionRefetchSeconds();

export default function MarketplaceApp({ Component, pageProps, router }: Props) {
  const layout = layoutForPath(router.pathname);

  useEffect(() => {
    if (process.env.NODE_ENV !== 'production') return;
    const timer = window.setTimeout(() => {
      // eslint-disable-next-line no-console -- the specification asks for the console to be cleared 3 s after load
      console.clear();
    }, CONSOLE_CLEAR_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

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
      tree = (
        <DashboardLayout sidebar={<PartnerSidebar />} header={<PartnerHeader initialPartner={pageProps.partner} />}>
          {gate(page)}
        </DashboardLayout>
      );
      break;
    case 'user-dashboard':
      tree = (
        <DashboardLayout sidebar={<UserSidebar />} header={<UserHeader initialUser={pageProps.user} />}>
          {gate(page)}
        </DashboardLayout>
      );
      break;
    case 'operator-auth':
      tree = <AdminLayout bare>{page}</AdminLayout>;
      break;
    case 'operator':
      tree = <AdminLayout operator={pageProps.operator}>{page}</AdminLayout>;
      break;
    case 'user-auth':
      tree = google(gate(page));
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
      {/* next-auth re-reads the session when the tab becomes visible and when another tab changes it
          (localStorage "nextauth.message" events); also every N seconds when configured. */}
      <SessionProvider session={pageProps.session} refetchOnWindowFocus refetchInterval={SESSION_REFETCH_SECONDS}>
        <RouteLoader />
        <SiteOriginProvider origin={pageProps.siteOrigin}>{tree}</SiteOriginProvider>
      </SessionProvider>
    </VisitorProvider>
  );
}
