import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { getKyc } from '@/lib/server/services/kyc';

export const getServerSideProps = investorLoader(async (_ctx, user) => ({ props: { kyc: await getKyc(await getDb(), user.id) } }));
