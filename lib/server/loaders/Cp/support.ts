import { partnerLoader } from '@/lib/server/loaders/wrappers';

export const getServerSideProps = partnerLoader();
