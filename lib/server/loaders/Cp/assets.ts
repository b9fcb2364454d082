import { istDate } from '@/lib/reports/dates';
import { partnerLoader } from '@/lib/server/loaders/wrappers';

export const getServerSideProps = partnerLoader(async () => ({ props: { today: istDate(new Date()) } }));
