import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { contactVerification } from '@/lib/server/services/accounts';
import { consentQuestion } from '@/lib/server/services/consents';
import { getKycStatus } from '@/lib/server/services/kyc';
import { listOrders } from '@/lib/server/services/orders';
import { getPortfolio } from '@/lib/server/services/portfolio';
import { listClientProposals } from '@/lib/server/services/proposals';
import { listSellRequests } from '@/lib/server/services/sales';

const WAITING_SHOWN = 5;

export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const db = await getDb();
  const [kycStatus, verification, question, portfolio, awaitingPayment, awaitingShares, openProposals] = await Promise.all([
    getKycStatus(db, user.id),
    contactVerification(db, 'user', user.id),
    consentQuestion(db, { kind: 'user', id: user.id }),
    getPortfolio(db, user.id),
    listOrders(db, user.id, { status: 'awaiting_payment', page: 1, limit: WAITING_SHOWN }),
    listSellRequests(db, user.id, { status: 'requested', page: 1, limit: WAITING_SHOWN }),
    // Listing sweeps expired proposals first, so 'open' here is still open.
    listClientProposals(db, user.id, { status: 'open', page: 1, limit: WAITING_SHOWN }),
  ]);
  return {
    props: {
      kycStatus,
      verification,
      question,
      totals: { ...portfolio.totals, holdings: portfolio.holdings.length, xirr: portfolio.xirr },
      awaitingPayment: {
        total: awaitingPayment.total,
        result: awaitingPayment.result.map((order) => ({
          id: order.id,
          reference: order.reference,
          companyName: order.companyName,
          quantity: order.quantity,
          totalPaise: order.totalPaise,
          utr: order.utr,
          expiresAt: order.expiresAt,
        })),
      },
      awaitingShares: {
        total: awaitingShares.total,
        result: awaitingShares.result.map((sell) => ({
          id: sell.id,
          reference: sell.reference,
          companyName: sell.companyName,
          quantity: sell.quantity,
          proceedsPaise: sell.proceedsPaise,
        })),
      },
      openProposals: {
        total: openProposals.total,
        result: openProposals.result.map((proposal) => ({
          id: proposal.id,
          partnerName: proposal.partnerName,
          companyName: proposal.companyName,
          quantity: proposal.quantity,
          pricePaise: proposal.pricePaise,
          totalPaise: proposal.totalPaise,
          expiresAt: proposal.expiresAt,
        })),
      },
    },
  };
});
