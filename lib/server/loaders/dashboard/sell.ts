import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { getKyc } from '@/lib/server/services/kyc';
import { getSellableHoldings } from '@/lib/server/services/portfolio';
import { listSellRequests } from '@/lib/server/services/sales';
import { getFeeSchedule } from '@/lib/server/services/settings';
import { pageNumber } from '@/lib/query';

const REQUESTS_PAGE_SIZE = 10;

export const getServerSideProps = investorLoader(async (ctx, user) => {
  const db = await getDb();
  const [holdings, kyc, requests, schedule] = await Promise.all([
    getSellableHoldings(db, user.id),
    getKyc(db, user.id),
    listSellRequests(db, user.id, { page: pageNumber(ctx.query.page), limit: REQUESTS_PAGE_SIZE }),
    getFeeSchedule(db),
  ]);
  return {
    props: {
      holdings,
      schedule,
      bank: kyc.details && {
        bankAccountName: kyc.details.bankAccountName,
        bankAccountNumber: kyc.details.bankAccountNumber,
        ifsc: kyc.details.ifsc,
      },
      requests: requests.result,
      requestsTotal: requests.total,
      requestsPage: requests.page,
      requestsPages: Math.max(1, Math.ceil(requests.total / REQUESTS_PAGE_SIZE)),
    },
  };
});
