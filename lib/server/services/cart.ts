import { desc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { cartItems, companies } from '@/lib/server/db/schema';

export async function listCart(db: Db, userId: number, page: number, limit: number) {
  const [rows, total] = await Promise.all([
    db
      .select({
        id: cartItems.id,
        companyId: companies.id,
        companyName: companies.name,
        slug: companies.slug,
        logo: companies.logo,
        quantity: cartItems.quantity,
        pricePaise: companies.pricePaise,
        addedAt: cartItems.createdAt,
      })
      .from(cartItems)
      .innerJoin(companies, eq(companies.id, cartItems.companyId))
      .where(eq(cartItems.userId, userId))
      .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.$count(cartItems, eq(cartItems.userId, userId)),
  ]);
  return {
    result: rows.map((row) => ({ ...row, totalPaise: row.pricePaise * row.quantity })),
    total,
    page,
    limit,
  };
}
