// Saved screens (issue 24): an investor's or partner's screener query, saved with its columns and sort.
// A screen's members are the companies that matched when it was last checked. Whatever changes a
// company's price, status or figures calls checkSavedScreens() in its own transaction (applyCompanyChange,
// a startup's publication, the daily week-ago price move), so the company screener row (kept by triggers
// in the same transaction) and the screens' members never disagree. A company entering or leaving an
// alerting screen is told to its owner once per change: the member row's insert (on conflict nothing) or
// delete (returning) decides it, so two transactions never announce the same move. At most MAX_SCREENS
// screens per account, counted with the account's row locked.
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';

import { SCREENS_PAGE } from '@/lib/contracts/screens';
import { formatNumber } from '@/lib/format';
import type { Db } from '@/lib/server/db/client';
import { companies, companyScreener, partners, savedScreenMembers, savedScreens, users } from '@/lib/server/db/schema';
import { badRequest, conflict, HttpError, notFound } from '@/lib/server/http/httpError';
import type { PrivacyAccount } from '@/lib/server/services/consents';
import { notify } from '@/lib/server/services/notifications';
import type { Tx } from '@/lib/server/services/operators';
import { compileScreenerQuery, runningQuery } from '@/lib/server/services/screenerQuery';
import { MAX_SCREENS, type ScreenCreateInput, type ScreenPatchInput } from '@/lib/validations/screens';

type Conn = Db | Tx;
export type ScreenOwner = PrivacyAccount;

export const SAVED_SCREEN_MESSAGES = {
  notFound: 'No such saved screen.',
  duplicate: 'You already have a screen with this name.',
  tooMany: `You can keep up to ${MAX_SCREENS} saved screens. Delete one to save another.`,
  saved: 'Screen saved.',
  updated: 'Screen updated.',
  deleted: 'Screen deleted.',
} as const;

/** The query's condition on company_screener, its errors answered on `query` (the API's field) with the position. */
function conditionOf(query: string): SQL {
  try {
    return compileScreenerQuery(query).condition;
  } catch (error) {
    if (error instanceof HttpError && error.status === 400) {
      const message = error.errors?.q ?? error.message;
      throw badRequest(message, { query: message });
    }
    throw error;
  }
}

/** Published companies matching the condition (only those in `ids` when given); arithmetic out of range is a 400 on `query`. */
async function matchingIds(db: Conn, condition: SQL, ids?: readonly number[]): Promise<number[]> {
  const rows = await runningQuery(() =>
    db
      .select({ id: companyScreener.companyId })
      .from(companyScreener)
      .innerJoin(companies, and(eq(companies.id, companyScreener.companyId), isNotNull(companies.publishedAt)))
      .where(and(condition, ids ? inArray(companyScreener.companyId, [...ids]) : undefined)),
  ).catch((error: unknown) => {
    if (error instanceof HttpError && error.status === 400) throw badRequest(error.message, { query: error.errors?.q ?? error.message });
    throw error;
  });
  return rows.map((row) => row.id);
}

const owned = (owner: ScreenOwner) => and(eq(savedScreens.ownerKind, owner.kind), eq(savedScreens.ownerId, owner.id));

const screenColumns = {
  id: savedScreens.id,
  name: savedScreens.name,
  query: savedScreens.query,
  columns: savedScreens.columns,
  sort: savedScreens.sort,
  dir: savedScreens.dir,
  alert: savedScreens.alert,
  lastChange: savedScreens.lastChange,
  lastChangeAt: savedScreens.lastChangeAt,
  createdAt: savedScreens.createdAt,
  updatedAt: savedScreens.updatedAt,
  count: sql<number>`(select count(*) from ${savedScreenMembers} m where m.screen_id = ${savedScreens.id})`.mapWith(Number),
};

type ScreenRow = Awaited<ReturnType<typeof selectScreens>>[number];

function selectScreens(db: Conn, where: SQL | undefined) {
  return db.select(screenColumns).from(savedScreens).where(where).orderBy(asc(savedScreens.id));
}

/** A screen as the API answers it: dates as ISO strings. */
const screenView = (row: ScreenRow) => ({
  ...row,
  lastChangeAt: row.lastChangeAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});
export type SavedScreen = ReturnType<typeof screenView>;

/** The caller's saved screens, oldest first, each with its current count and last change. */
export async function listScreens(db: Conn, owner: ScreenOwner): Promise<SavedScreen[]> {
  return (await selectScreens(db, owned(owner))).map(screenView);
}

/** One of the caller's screens; 404 for anyone else's. */
export async function getScreen(db: Conn, owner: ScreenOwner, id: number): Promise<SavedScreen> {
  const [row] = await selectScreens(db, and(owned(owner), eq(savedScreens.id, id)));
  if (!row) throw notFound(SAVED_SCREEN_MESSAGES.notFound);
  return screenView(row);
}

async function lockOwner(tx: Tx, owner: ScreenOwner) {
  const table = owner.kind === 'user' ? users : partners;
  await tx.select({ id: table.id }).from(table).where(eq(table.id, owner.id)).for('update');
}

async function nameTaken(tx: Tx, owner: ScreenOwner, name: string, except?: number) {
  const [row] = await tx
    .select({ id: savedScreens.id })
    .from(savedScreens)
    .where(
      and(
        owned(owner),
        sql`lower(${savedScreens.name}) = lower(${name})`,
        except === undefined ? undefined : sql`${savedScreens.id} <> ${except}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Replaces a screen's members with what matches now, without telling anyone (a new or rewritten query). */
async function resetMembers(tx: Tx, screenId: number, condition: SQL) {
  await tx.delete(savedScreenMembers).where(eq(savedScreenMembers.screenId, screenId));
  const ids = await matchingIds(tx, condition);
  if (ids.length > 0) await tx.insert(savedScreenMembers).values(ids.map((companyId) => ({ screenId, companyId })));
}

/** Saves a screen: 400 on `query` for a query that does not parse, 409 for a second screen of the same name or one too many. */
export async function createScreen(db: Db, owner: ScreenOwner, input: ScreenCreateInput): Promise<SavedScreen> {
  const condition = conditionOf(input.query);
  const id = await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [{ count } = { count: 0 }] = await tx
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(savedScreens)
      .where(owned(owner));
    if (count >= MAX_SCREENS) throw conflict(SAVED_SCREEN_MESSAGES.tooMany);
    if (await nameTaken(tx, owner, input.name)) throw conflict(SAVED_SCREEN_MESSAGES.duplicate, { name: SAVED_SCREEN_MESSAGES.duplicate });
    const [row] = await tx
      .insert(savedScreens)
      .values({
        ownerKind: owner.kind,
        ownerId: owner.id,
        name: input.name,
        query: input.query,
        columns: input.columns,
        sort: input.sort ?? null,
        dir: input.dir ?? null,
        alert: input.alert,
      })
      .returning({ id: savedScreens.id });
    if (!row) throw new Error('The screen could not be saved.');
    await resetMembers(tx, row.id, condition);
    return row.id;
  });
  return getScreen(db, owner, id);
}

/** Changes one of the caller's screens (404 for anyone else's); a new query takes its members afresh. */
export async function updateScreen(db: Db, owner: ScreenOwner, id: number, input: ScreenPatchInput): Promise<SavedScreen> {
  const condition = input.query === undefined ? undefined : conditionOf(input.query);
  await db.transaction(async (tx) => {
    await lockOwner(tx, owner);
    const [current] = await tx
      .select({ id: savedScreens.id, query: savedScreens.query })
      .from(savedScreens)
      .where(and(owned(owner), eq(savedScreens.id, id)))
      .for('update');
    if (!current) throw notFound(SAVED_SCREEN_MESSAGES.notFound);
    if (input.name !== undefined && (await nameTaken(tx, owner, input.name, id))) {
      throw conflict(SAVED_SCREEN_MESSAGES.duplicate, { name: SAVED_SCREEN_MESSAGES.duplicate });
    }
    await tx
      .update(savedScreens)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(savedScreens.id, id));
    if (condition && input.query !== current.query) await resetMembers(tx, id, condition);
  });
  return getScreen(db, owner, id);
}

/** Deletes one of the caller's screens (404 for anyone else's). */
export async function deleteScreen(db: Db, owner: ScreenOwner, id: number): Promise<{ id: number }> {
  const [row] = await db
    .delete(savedScreens)
    .where(and(owned(owner), eq(savedScreens.id, id)))
    .returning({ id: savedScreens.id });
  if (!row) throw notFound(SAVED_SCREEN_MESSAGES.notFound);
  return row;
}

/** Every screen of an account, removed with the account's data (erasure). */
export async function deleteScreensOf(tx: Conn, owner: ScreenOwner) {
  await tx.delete(savedScreens).where(owned(owner));
}

const namesList = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

/** "Acme entered; Beta and Gamma left." */
function changeSentence(entered: string[], left: string[]) {
  const parts = [];
  if (entered.length > 0) parts.push(`${namesList(entered)} entered`);
  if (left.length > 0) parts.push(`${namesList(left)} left`);
  return `${parts.join('; ')}.`;
}

/**
 * Which of these companies entered and left one screen, its members brought up to date. Run in a savepoint:
 * a screen whose query no longer compiles (a column since removed) or fails on these figures (arithmetic
 * out of range) is left as it was, and never undoes the change that is being checked. Null when none moved.
 */
async function screenMoves(tx: Tx, screen: { id: number; query: string }, companyIds: readonly number[]) {
  try {
    return await tx.transaction(async (savepoint) => {
      const matching = await matchingIds(savepoint, compileScreenerQuery(screen.query).condition, companyIds);
      const leaving = companyIds.filter((id) => !matching.includes(id));
      const entered =
        matching.length === 0
          ? []
          : await savepoint
              .insert(savedScreenMembers)
              .values(matching.map((companyId) => ({ screenId: screen.id, companyId })))
              .onConflictDoNothing()
              .returning({ id: savedScreenMembers.companyId });
      const left =
        leaving.length === 0
          ? []
          : await savepoint
              .delete(savedScreenMembers)
              .where(and(eq(savedScreenMembers.screenId, screen.id), inArray(savedScreenMembers.companyId, leaving)))
              .returning({ id: savedScreenMembers.companyId });
      return entered.length === 0 && left.length === 0 ? null : { entered, left };
    });
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/**
 * After a change to these companies in the caller's transaction: every saved screen's members are brought
 * up to date for them, and the owner of an alerting screen is told (a notification, and an email unless
 * they withdrew marketing email) of the companies that entered or left it. Answers how many were told.
 * A screen whose query no longer compiles (a column since removed) is left as it was.
 */
export async function checkSavedScreens(tx: Tx, companyIds: readonly number[], now = new Date()): Promise<number> {
  if (companyIds.length === 0) return 0;
  const screens = await tx
    .select({
      id: savedScreens.id,
      ownerKind: savedScreens.ownerKind,
      ownerId: savedScreens.ownerId,
      name: savedScreens.name,
      query: savedScreens.query,
      alert: savedScreens.alert,
    })
    .from(savedScreens)
    .orderBy(asc(savedScreens.id));
  if (screens.length === 0) return 0;
  const names = new Map(
    (
      await tx
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, [...companyIds]))
    ).map((row) => [row.id, row.name]),
  );
  let told = 0;
  for (const screen of screens) {
    const moves = await screenMoves(tx, screen, companyIds);
    if (!moves) continue;
    const { entered, left } = moves;
    const sentence = changeSentence(
      entered.map((row) => names.get(row.id) ?? `Company ${row.id}`),
      left.map((row) => names.get(row.id) ?? `Company ${row.id}`),
    );
    await tx.update(savedScreens).set({ lastChange: sentence, lastChangeAt: now }).where(eq(savedScreens.id, screen.id));
    if (!screen.alert) continue;
    const moved = entered.length + left.length;
    const title = `Your screen “${screen.name}”: ${formatNumber(moved)} ${moved === 1 ? 'company' : 'companies'} moved`;
    const body = `${sentence} Screen: ${screen.query}`;
    await notify(tx, {
      ...(screen.ownerKind === 'user' ? { userId: screen.ownerId } : { partnerId: screen.ownerId }),
      kind: 'screen.change',
      title,
      body,
      link: SCREENS_PAGE[screen.ownerKind],
      entity: { type: 'saved_screen', id: screen.id },
      email: { subject: title, text: body, purpose: 'marketing_email' },
    });
    told += 1;
  }
  return told;
}
