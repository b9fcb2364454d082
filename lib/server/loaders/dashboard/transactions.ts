import { investorLoader } from '@/lib/server/loaders/wrappers';

export const getServerSideProps = investorLoader();
