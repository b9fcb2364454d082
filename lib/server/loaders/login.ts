import { googleSignInEnabled } from '@/lib/server/auth/nextAuthOptions';
import { publicLoader } from '@/lib/server/loaders/wrappers';

// The same for every visitor (a signed-in one is sent on by the middleware, and a proxy never keeps a page
// for a visitor with a token or role cookie): a shared cache may keep it a minute.
export const getServerSideProps = publicLoader({ cacheSeconds: 60 }, async () => ({ props: { googleEnabled: googleSignInEnabled() } }));
