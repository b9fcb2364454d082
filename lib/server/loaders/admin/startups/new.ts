import { operatorLoader } from '@/lib/server/loaders/wrappers';

export const getServerSideProps = operatorLoader('content:write');
