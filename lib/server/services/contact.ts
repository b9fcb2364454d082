import { itemAt } from '@/lib/arrays';
import type { Db } from '@/lib/server/db/client';
import { contactMessages } from '@/lib/server/db/schema';
import type { ContactInput } from '@/lib/validations/contact';

export async function saveContactMessage(db: Db, input: ContactInput) {
  const rows = await db
    .insert(contactMessages)
    .values({ ...input, phone: input.phone ?? null })
    .returning({ id: contactMessages.id });
  return { id: itemAt(rows, 0).id };
}
