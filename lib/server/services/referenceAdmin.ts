// The site's reference pages kept from the console: FAQs (/Faq) and glossary terms (/glossary). Each
// write is one transaction with the row locked, audited, and the public page is rendered again before
// the call answers (lib/server/pageCache.ts).
import { and, asc, desc, eq, gt, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';

import type { Db } from '@/lib/server/db/client';
import { violatedUniqueConstraint } from '@/lib/server/db/errors';
import { pagedQuery } from '@/lib/server/db/paging';
import { faqs, glossaryTerms } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { refreshPublicPages } from '@/lib/server/pageCache';
import { escapeLike } from '@/lib/server/services/companies';
import { audit, type Tx } from '@/lib/server/services/operators';
import { slugFromTitle } from '@/lib/validations/knowledgeAdmin';
import { fieldsCsv } from '@/lib/reports/csv';
import {
  faqSchema,
  glossaryTermSchema,
  MAX_GLOSSARY_TERM,
  FAQ_MOVE_MESSAGES,
  REFERENCE_MESSAGES,
  referenceListQuery,
  type FaqDirection,
  type FaqInput,
  type GlossaryTermInput,
  type ReferenceListQuery,
} from '@/lib/validations/referenceAdmin';

/**
 * One kind of entry the content desk keeps: how its row is read (locked), what the audit log names it, what
 * the console's answers call one and many of it, which pages show it.
 */
export interface Kind<Row> {
  entity: string;
  nouns: { one: string; many: string };
  pages: readonly string[];
  missing: string;
  lock: (conn: Db | Tx, id: number) => Promise<Row | undefined>;
}

export type Change<Row> = (tx: Tx, before: Row | null) => Promise<Row | null>;

/**
 * Runs one change of an entry (create: no id; update or delete: the id, its row locked first), audits
 * it with the row before and after, and renders the public page again.
 */
export async function changeEntry<Row extends { id: number }>(
  db: Db,
  operatorId: number,
  kind: Kind<Row>,
  action: 'create' | 'update' | 'delete',
  id: number | null,
  change: Change<Row>,
) {
  const saved = await db.transaction(async (tx) => {
    const before = id === null ? null : ((await kind.lock(tx, id)) ?? null);
    if (id !== null && !before) throw notFound(kind.missing);
    const after = await change(tx, before);
    const entityId = after?.id ?? before?.id ?? 0;
    await audit(tx, operatorId, { action: `${kind.entity}.${action}`, entity: kind.entity, entityId, before, after });
    return after ?? before;
  });
  await refreshPublicPages(kind.pages);
  return saved;
}

const FAQ: Kind<typeof faqs.$inferSelect> = {
  entity: 'faq',
  nouns: { one: 'question', many: 'FAQs' },
  pages: ['/Faq'],
  missing: 'No such question.',
  lock: async (tx, id) => (await tx.select().from(faqs).where(eq(faqs.id, id)).limit(1).for('update'))[0],
};

const GLOSSARY: Kind<typeof glossaryTerms.$inferSelect> = {
  entity: 'glossary_term',
  nouns: { one: 'term', many: 'Terms' },
  pages: ['/glossary'],
  missing: 'No such term.',
  lock: async (tx, id) => (await tx.select().from(glossaryTerms).where(eq(glossaryTerms.id, id)).limit(1).for('update'))[0],
};

export const first = <Row>(rows: Row[]) => rows[0] ?? null;

/** Title-like columns that hold q (any case), or everything without q. */
export const matching = (q: string | undefined, ...columns: AnyPgColumn[]) =>
  q ? or(...columns.map((column) => ilike(column, `%${escapeLike(q)}%`))) : undefined;

/** A desk's list: the entries whose `search` columns hold q, in `order`, a page at a time. */
export function listEntries<T extends PgTable>(db: Db, table: T, query: ReferenceListQuery, search: AnyPgColumn[], order: SQL[]) {
  const where = matching(query.q, ...search);
  const source: PgTable = table; // drizzle's select cannot check a generic table; the rows are typed by `table` below
  const rows = db
    .select()
    .from(source)
    .where(where)
    .orderBy(...order);
  return pagedQuery(rows, db.$count(table, where), query, (row) => row as T['$inferSelect']);
}

/** One entry (its row locked in a transaction; alone, only for the read), or 404. */
export async function getEntry<Row>(db: Db, kind: Kind<Row>, id: number) {
  const row = await kind.lock(db, id);
  if (!row) throw notFound(kind.missing);
  return row;
}

export const listFaqsAdmin = (db: Db, query: ReferenceListQuery) =>
  listEntries(db, faqs, query, [faqs.question, faqs.category], [asc(faqs.position), asc(faqs.id)]);

export const getFaq = (db: Db, id: number) => getEntry(db, FAQ, id);

/** A new question goes to the end of the page. */
export const createFaq = (db: Db, operatorId: number, input: FaqInput) =>
  changeEntry(db, operatorId, FAQ, 'create', null, async (tx) => {
    const [{ last } = { last: 0 }] = await tx.select({ last: sql<number>`coalesce(max(${faqs.position}), 0)`.mapWith(Number) }).from(faqs);
    return first(
      await tx
        .insert(faqs)
        .values({ ...input, position: last + 1 })
        .returning(),
    );
  });

export const updateFaq = (db: Db, operatorId: number, id: number, input: FaqInput) =>
  changeEntry(db, operatorId, FAQ, 'update', id, async (tx) => first(await tx.update(faqs).set(input).where(eq(faqs.id, id)).returning()));

export const deleteFaq = (db: Db, operatorId: number, id: number) =>
  changeEntry(db, operatorId, FAQ, 'delete', id, async (tx) => {
    await tx.delete(faqs).where(eq(faqs.id, id));
    return null;
  });

/** The question just before (up) or after (down) a row on the FAQ page, which orders by position, then id. */
async function faqNeighbour(tx: Tx, row: { id: number; position: number }, direction: FaqDirection) {
  const [position, id] = [faqs.position, faqs.id];
  const before = or(lt(position, row.position), and(eq(position, row.position), lt(id, row.id)));
  const after = or(gt(position, row.position), and(eq(position, row.position), gt(id, row.id)));
  const order = direction === 'up' ? [desc(position), desc(id)] : [asc(position), asc(id)];
  return first(
    await tx
      .select({ id, position })
      .from(faqs)
      .where(direction === 'up' ? before : after)
      .orderBy(...order)
      .limit(1),
  );
}

/**
 * Moves a question one place up or down the FAQ page: it swaps positions with its neighbour, both rows
 * locked in one transaction (in id order, so two moves never wait on each other in a circle), audited,
 * and /Faq is rendered again. At either end, a 409 that says so.
 */
export async function moveFaq(db: Db, operatorId: number, id: number, direction: FaqDirection) {
  const moved = await db.transaction(async (tx) => {
    const found = await tx.select({ id: faqs.id, position: faqs.position }).from(faqs).where(eq(faqs.id, id));
    if (!found[0]) throw notFound(FAQ.missing);
    const neighbour = await faqNeighbour(tx, found[0], direction);
    if (!neighbour) throw conflict(direction === 'up' ? FAQ_MOVE_MESSAGES.first : FAQ_MOVE_MESSAGES.last);
    const locked = await tx
      .select()
      .from(faqs)
      .where(inArray(faqs.id, [id, neighbour.id]))
      .orderBy(asc(faqs.id))
      .for('update');
    const row = locked.find((faq) => faq.id === id);
    const other = locked.find((faq) => faq.id === neighbour.id);
    // Another move or a removal got there first: the neighbour read before the locks may no longer be it.
    if (!row || !other || (await faqNeighbour(tx, row, direction))?.id !== other.id) throw conflict(FAQ_MOVE_MESSAGES.changed);
    await tx.update(faqs).set({ position: other.position }).where(eq(faqs.id, row.id));
    await tx.update(faqs).set({ position: row.position }).where(eq(faqs.id, other.id));
    const after = { ...row, position: other.position };
    await audit(tx, operatorId, {
      action: `${FAQ.entity}.move`,
      entity: FAQ.entity,
      entityId: id,
      before: { id, position: row.position, neighbour: { id: other.id, position: other.position } },
      after: { id, position: after.position, neighbour: { id: other.id, position: row.position } },
    });
    return after;
  });
  await refreshPublicPages(FAQ.pages);
  return moved;
}

export const listGlossaryAdmin = (db: Db, query: ReferenceListQuery) =>
  listEntries(
    db,
    glossaryTerms,
    query,
    [glossaryTerms.term, glossaryTerms.definition],
    [asc(sql`lower(${glossaryTerms.term})`), asc(glossaryTerms.id)],
  );

export const getGlossaryTerm = (db: Db, id: number) => getEntry(db, GLOSSARY, id);

/** A term's anchor on /glossary comes from the term itself; two terms written alike would share it (409). */
function termRow(input: GlossaryTermInput) {
  const slug = slugFromTitle(input.term, MAX_GLOSSARY_TERM);
  if (!slug) throw badRequest(REFERENCE_MESSAGES.termNoLetters, { term: REFERENCE_MESSAGES.termNoLetters });
  return { ...input, slug };
}

async function termSafe<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'glossary_terms_slug_key')
      throw conflict(REFERENCE_MESSAGES.termTaken, { term: REFERENCE_MESSAGES.termTaken });
    throw error;
  }
}

export const createGlossaryTerm = (db: Db, operatorId: number, input: GlossaryTermInput) =>
  termSafe(() =>
    changeEntry(db, operatorId, GLOSSARY, 'create', null, async (tx) =>
      first(await tx.insert(glossaryTerms).values(termRow(input)).returning()),
    ),
  );

export const updateGlossaryTerm = (db: Db, operatorId: number, id: number, input: GlossaryTermInput) =>
  termSafe(() =>
    changeEntry(db, operatorId, GLOSSARY, 'update', id, async (tx) =>
      first(await tx.update(glossaryTerms).set(termRow(input)).where(eq(glossaryTerms.id, id)).returning()),
    ),
  );

export const deleteGlossaryTerm = (db: Db, operatorId: number, id: number) =>
  changeEntry(db, operatorId, GLOSSARY, 'delete', id, async (tx) => {
    await tx.delete(glossaryTerms).where(eq(glossaryTerms.id, id));
    return null;
  });

/**
 * A desk as the console's routes serve it (lib/server/http/entryRoutes.ts): its list read with the reference
 * list query, and its answers worded from its kind's nouns ("FAQs fetched.", "The question is added.",
 * "… saved.", "… removed.") and its 404.
 */
export const referenceDesk = <const Parts>({ nouns, missing }: Kind<unknown>, parts: Parts) => ({
  listQuery: referenceListQuery,
  ...parts,
  messages: [
    `${nouns.many} fetched.`,
    `The ${nouns.one} is added.`,
    `The ${nouns.one} is saved.`,
    `The ${nouns.one} is removed.`,
    missing,
  ] as const,
});

/** The FAQ desk and the glossary desk. */
type FaqRow = typeof faqs.$inferSelect;
type GlossaryRow = typeof glossaryTerms.$inferSelect;

export const FAQ_DESK = referenceDesk(FAQ, {
  input: faqSchema,
  list: listFaqsAdmin,
  csv: fieldsCsv<FaqRow>('faqs', ['id', 'category', 'question', 'answer', 'position']),
  create: createFaq,
  update: updateFaq,
  remove: deleteFaq,
});

export const GLOSSARY_DESK = referenceDesk(GLOSSARY, {
  input: glossaryTermSchema,
  list: listGlossaryAdmin,
  csv: fieldsCsv<GlossaryRow>('glossary', ['id', 'term', 'slug', 'definition']),
  create: createGlossaryTerm,
  update: updateGlossaryTerm,
  remove: deleteGlossaryTerm,
});
