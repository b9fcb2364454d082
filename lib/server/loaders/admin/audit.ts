import { firstValue, oneOf, pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { ADMIN_PAGE_SIZE } from '@/lib/server/loaders/admin/query';
import { operatorLoader } from '@/lib/server/loaders/wrappers';
import { listAudit } from '@/lib/server/services/operators';
import { MAX_PAGE } from '@/lib/validations/pagination';

const AUDIT_ENTITIES = [
  'order',
  'sell_request',
  'kyc',
  'company',
  'settings',
  'payout',
  'operator',
  'support_ticket',
  'article',
  'knowledge_article',
] as const;

export const getServerSideProps = operatorLoader('audit:read', async (ctx) => {
  const entity = oneOf(AUDIT_ENTITIES, ctx.query.entity);
  const entityId = firstValue(ctx.query.entityId).slice(0, 200);
  const page = pageNumber(ctx.query.page, { max: MAX_PAGE });
  const list = await listAudit(await getDb(), {
    page,
    limit: ADMIN_PAGE_SIZE,
    ...(entity && { entity }),
    ...(entityId && { entityId }),
  });
  return { props: { list, entity, entityId, entities: AUDIT_ENTITIES } };
});
