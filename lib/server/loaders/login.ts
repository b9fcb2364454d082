import { googleSignInEnabled } from '@/lib/server/auth/nextAuthOptions';
import { publicLoader } from '@/lib/server/loaders/wrappers';

// No cache policy: sign-in pages are not shared-cached.
export const getServerSideProps = publicLoader({}, async () => ({ props: { googleEnabled: googleSignInEnabled() } }));
