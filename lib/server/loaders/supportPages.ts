// What the investor's and the partner's support pages read: the same services, each for its own owner.
import type { GetServerSidePropsContext } from 'next';

import { firstValue, oneOf, pageNumber } from '@/lib/query';
import { getDb } from '@/lib/server/db/client';
import { orNull, pathId } from '@/lib/server/loaders/admin/query';
import { escalateOverdueGrievances } from '@/lib/server/services/grievances';
import { getTicket, listTickets, ticketOrderChoices, type TicketOwner } from '@/lib/server/services/support';
import { MAX_PAGE } from '@/lib/validations/pagination';
import { SUPPORT_STATUSES } from '@/lib/validations/support';

export const SUPPORT_PAGE_SIZE = 20;

export async function supportListProps(ctx: GetServerSidePropsContext, owner: TicketOwner) {
  const status = oneOf(SUPPORT_STATUSES, ctx.query.status) ?? null;
  const page = pageNumber(ctx.query.page, { max: MAX_PAGE });
  const db = await getDb();
  const [list, orders] = await Promise.all([
    listTickets(db, owner, { status: status ?? undefined, page, limit: SUPPORT_PAGE_SIZE }),
    owner.kind === 'user' ? ticketOrderChoices(db, owner.id) : Promise.resolve([]),
  ]);
  return { list, status, orders, newTicket: firstValue(ctx.query.new) === '1' };
}

/** The ticket of the path, or null (the page is a 404) when it is not the caller's. */
export async function supportTicketProps(ctx: GetServerSidePropsContext, owner: TicketOwner) {
  const id = pathId(ctx);
  if (id === null) return null;
  const db = await getDb();
  await escalateOverdueGrievances(db);
  const ticket = await orNull(getTicket(db, owner, id));
  return ticket ? { ticket } : null;
}
