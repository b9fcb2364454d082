import { operatorLoader } from '@/lib/server/loaders/wrappers';

// The page loads its sessions itself; the loader only checks who is here (and keeps the page private).
export const getServerSideProps = operatorLoader('staff', async () => ({ props: {} }));
