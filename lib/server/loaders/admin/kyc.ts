import { oneOf, pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { ADMIN_PAGE_SIZE } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listKycForReview } from '@/lib/server/services/kyc';
import { MAX_PAGE } from '@/lib/validations/pagination';

const KYC_REVIEW_STATUSES = ['submitted', 'verified', 'rejected'] as const;

export const getServerSideProps = operatorLoader('kyc:read', async (ctx) => {
  const status = oneOf(KYC_REVIEW_STATUSES, ctx.query.status) ?? 'submitted';
  const page = pageNumber(ctx.query.page, { max: MAX_PAGE });
  const list = await listKycForReview(await getDb(), { status, page, limit: ADMIN_PAGE_SIZE });
  return { props: { list, status, statuses: KYC_REVIEW_STATUSES, now: new Date().toISOString() } };
});
