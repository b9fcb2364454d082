// The investor's acceptance of the risk statement (lib/riskStatement.ts): read, given, and required
// before money moves (placing an order, accepting a proposal). Stored per version, so a new text must
// be accepted again; an older acceptance stays as the record of what was accepted then.
import { and, eq } from 'drizzle-orm';

import type { ErrorCode } from '@/lib/api/envelope';
import { RISK_STATEMENT, riskStatementText, type RiskGate } from '@/lib/riskStatement';
import type { Db } from '@/lib/server/db/client';
import { riskAcknowledgements } from '@/lib/server/db/schema';
import { badRequest, preconditionRequired } from '@/lib/server/http/httpError';
import type { Tx } from '@/lib/server/services/operators';
import { RISK_ACKNOWLEDGEMENT_MESSAGES } from '@/lib/validations/riskAcknowledgement';

type Conn = Db | Tx;

const REQUIRED: ErrorCode = 'risk_acknowledgement_required';

/** When the investor accepted this version, or null. */
async function acceptedAt(db: Conn, userId: number, version: string): Promise<Date | null> {
  const [row] = await db
    .select({ acceptedAt: riskAcknowledgements.acceptedAt })
    .from(riskAcknowledgements)
    .where(and(eq(riskAcknowledgements.userId, userId), eq(riskAcknowledgements.version, version)))
    .limit(1);
  return row?.acceptedAt ?? null;
}

/** The current statement and when this investor accepted it (null when they have not accepted this version). */
export async function getRiskAcknowledgement(db: Conn, userId: number) {
  const { version, title, paragraphs } = RISK_STATEMENT;
  return { version, title, paragraphs, text: riskStatementText(), acceptedAt: await acceptedAt(db, userId, version) };
}
export type RiskAcknowledgementView = Awaited<ReturnType<typeof getRiskAcknowledgement>>;

/** The investor accepts the version they read; only the current one may be accepted (400 on `version` otherwise). Accepting twice keeps the first time. */
export async function acceptRiskStatement(db: Conn, userId: number, version: string) {
  if (version !== RISK_STATEMENT.version)
    throw badRequest(RISK_ACKNOWLEDGEMENT_MESSAGES.stale, { version: RISK_ACKNOWLEDGEMENT_MESSAGES.stale });
  await db.insert(riskAcknowledgements).values({ userId, version }).onConflictDoNothing();
  return getRiskAcknowledgement(db, userId);
}

/** 428 risk_acknowledgement_required unless the investor accepted the current version (checked inside the purchase's transaction). */
export async function assertRiskAcknowledged(db: Conn, userId: number): Promise<void> {
  if ((await acceptedAt(db, userId, RISK_STATEMENT.version)) === null) {
    throw preconditionRequired(RISK_ACKNOWLEDGEMENT_MESSAGES.required, REQUIRED, { version: RISK_STATEMENT.version });
  }
}

/** What a page that buys needs to ask for the statement before the first purchase (components/orders/useRiskAcknowledgement). */
export async function riskGate(db: Conn, userId: number): Promise<RiskGate> {
  const { version, title, paragraphs, acceptedAt } = await getRiskAcknowledgement(db, userId);
  return { version, title, paragraphs: [...paragraphs], accepted: acceptedAt !== null };
}
