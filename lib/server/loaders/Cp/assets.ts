import { firstValue } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { partnerLoader } from '@/lib/server/loaders/wrappers';
import { partnerAssets } from '@/lib/server/services/partnerAssets';
import { isAssetsDate } from '@/lib/validations/partnerAssets';
import { indiaDay } from '@/lib/workingDays';

// A bad or future date shows today's holdings and says so (the API answers it with a 400).
export const getServerSideProps = partnerLoader(async (ctx, partner) => {
  const today = indiaDay(new Date());
  const asked = firstValue(ctx.query.date);
  const valid = asked === '' || isAssetsDate(asked, today);
  const assets = await partnerAssets(await getDb(), partner.id, valid && asked ? asked : today);
  return { props: { assets, today, dateRefused: !valid } };
});
