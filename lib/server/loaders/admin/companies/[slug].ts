import { firstValue } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { orNull } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { pendingApprovalsOn } from '@/lib/server/services/approvals';
import { getAdminCompany } from '@/lib/server/services/companies';
import { milestonesOfSlug } from '@/lib/server/services/ipo';

export const getServerSideProps = operatorLoader('companies:read', async (ctx) => {
  const slug = firstValue(ctx.params?.slug);
  const db = await getDb();
  const company = slug && slug.length <= 200 ? await orNull(getAdminCompany(db, slug)) : null;
  if (!company) return { notFound: true };
  const [approvals, ipoMilestones] = await Promise.all([
    pendingApprovalsOn(db, 'company', [company.slug]),
    milestonesOfSlug(db, company.slug),
  ]);
  const waiting = approvals.get(company.slug) ?? [];
  return { props: { company, waiting, ipoMilestones, now: new Date().toISOString() } };
});
