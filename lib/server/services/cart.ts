import { and, desc, eq } from 'drizzle-orm';

import { itemAt } from '@/lib/arrays';
import type { Db } from '@/lib/server/db/client';
import { pagedQuery } from '@/lib/server/db/paging';
import { cartItems, companies } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { assertKycVerified } from '@/lib/server/services/kyc';
import { buyRefusal, minQuantityMessage, type CartAddBody } from '@/lib/validations/cart';
import { publishedCompany } from '@/lib/server/services/companies';

export async function listCart(db: Db, userId: number, page: number, limit: number) {
  return pagedQuery(
    db
      .select({
        id: cartItems.id,
        companyId: companies.id,
        companyName: companies.name,
        slug: companies.slug,
        logo: companies.logo,
        quantity: cartItems.quantity,
        minQuantity: companies.minQuantity,
        pricePaise: companies.pricePaise,
        addedAt: cartItems.createdAt,
      })
      .from(cartItems)
      .innerJoin(companies, eq(companies.id, cartItems.companyId))
      .where(eq(cartItems.userId, userId))
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id)),
    db.$count(cartItems, eq(cartItems.userId, userId)),
    { page, limit },
    (row) => ({ ...row, totalPaise: row.pricePaise * row.quantity }),
  );
}

/**
 * Puts `quantity` shares of a company in the investor's cart (replacing the quantity already there).
 * Buying needs a verified KYC: anyone else gets a 403 saying what to do (assertKycVerified).
 */
export async function addToCart(db: Db, userId: number, input: CartAddBody) {
  await assertKycVerified(db, userId);
  const [company] = await db
    .select({
      id: companies.id,
      name: companies.name,
      slug: companies.slug,
      status: companies.status,
      minQuantity: companies.minQuantity,
      pricePaise: companies.pricePaise,
    })
    .from(companies)
    .where(and(eq(companies.id, input.companyId), publishedCompany()))
    .limit(1);
  if (!company) throw notFound('No company has this id.');
  const refusal = buyRefusal(company);
  if (refusal) throw conflict(refusal);
  if (input.quantity < company.minQuantity) {
    const message = minQuantityMessage(company.minQuantity);
    throw badRequest(message, { quantity: message });
  }
  const item = itemAt(
    await db
      .insert(cartItems)
      .values({ userId, companyId: company.id, quantity: input.quantity })
      .onConflictDoUpdate({ target: [cartItems.userId, cartItems.companyId], set: { quantity: input.quantity } })
      .returning({ id: cartItems.id, quantity: cartItems.quantity }),
    0,
  );
  return {
    id: item.id,
    companyId: company.id,
    companyName: company.name,
    slug: company.slug,
    quantity: item.quantity,
    pricePaise: company.pricePaise,
    totalPaise: company.pricePaise * item.quantity,
  };
}

/** Removes one company's line from the investor's own cart; 404 when that line is not in it. */
export async function removeFromCart(db: Db, userId: number, companyId: number) {
  const removed = await db
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.companyId, companyId)))
    .returning({ companyId: cartItems.companyId });
  if (removed.length === 0) throw notFound('This company is not in your cart.');
  return { companyId, removed: true };
}
