import { oneOf, pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { ADMIN_PAGE_SIZE } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { pendingApprovalsOn } from '@/lib/server/services/approvals';
import { listKycForReview } from '@/lib/server/services/kyc';
import { MAX_PAGE } from '@/lib/validations/pagination';

const KYC_REVIEW_STATUSES = ['submitted', 'verified', 'rejected'] as const;

export const getServerSideProps = operatorLoader('kyc:read', async (ctx) => {
  const status = oneOf(KYC_REVIEW_STATUSES, ctx.query.status) ?? 'submitted';
  const page = pageNumber(ctx.query.page, { max: MAX_PAGE });
  const db = await getDb();
  const list = await listKycForReview(db, { status, page, limit: ADMIN_PAGE_SIZE });
  const pending = await pendingApprovalsOn(
    db,
    'kyc',
    list.result.map((kyc) => kyc.userUniqueCode),
  );
  const waiting = Object.fromEntries(pending);
  return { props: { list, waiting, status, statuses: KYC_REVIEW_STATUSES, now: new Date().toISOString() } };
});
