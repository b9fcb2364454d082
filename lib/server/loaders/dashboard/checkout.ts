import { getDb } from '@/lib/server/db/client';
import { investorLoader } from '@/lib/server/loaders/wrappers';
import { listCart } from '@/lib/server/services/cart';
import { getKyc } from '@/lib/server/services/kyc';
import { riskGate } from '@/lib/server/services/riskAcknowledgement';
import { getPlatformSettings } from '@/lib/server/services/settings';
import { feeScheduleOf } from '@/lib/feeSchedule';

const CHECKOUT_LINES = 50;

// Buying needs a verified KYC (the orders API refuses anyone else): the unverified go to the KYC page first.
export const getServerSideProps = investorLoader(async (_ctx, user) => {
  const db = await getDb();
  const kyc = await getKyc(db, user.id);
  if (kyc.status !== 'verified' || !kyc.details) return { redirect: { destination: '/dashboard/kyc', permanent: false } };
  const [cart, settings, risk] = await Promise.all([
    listCart(db, user.id, 1, CHECKOUT_LINES),
    getPlatformSettings(db),
    riskGate(db, user.id),
  ]);
  return {
    props: {
      lines: cart.result.map((item) => ({
        companyId: item.companyId,
        slug: item.slug,
        companyName: item.companyName,
        quantity: item.quantity,
        pricePaise: item.pricePaise,
      })),
      schedule: feeScheduleOf(settings),
      risk,
      paymentExpiryHours: settings.paymentExpiryHours,
      kyc: kyc.details,
    },
  };
});
