import { publicLoader } from '@/lib/server/loaders/wrappers';

// No cache policy: sign-in pages are not shared-cached (the middleware adds no-store and noindex under /admin).
export const getServerSideProps = publicLoader({}, async () => ({ props: {} }));
