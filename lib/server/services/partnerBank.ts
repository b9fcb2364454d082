// A partner's PAN and bank account: changed only with a fresh one-time code emailed to them, then
// pending until finance verifies it (audited); every change is kept as the account's history, and a
// payout goes only to the verified one.
import { and, desc, eq } from 'drizzle-orm';

import type { Db } from '@/lib/server/db/client';
import { partnerBankAccounts, partners } from '@/lib/server/db/schema';
import { badRequest, conflict, notFound } from '@/lib/server/http/httpError';
import { kickOutbox } from '@/lib/server/messaging/outbox';
import type { PublicPartner } from '@/lib/server/services/accounts';
import { notify } from '@/lib/server/services/notifications';
import { audit, type Tx } from '@/lib/server/services/operators';
import { consumeCode, issueCode, type CodeTarget } from '@/lib/server/services/otp';
import type { BankAccountChangeInput, BankAccountDecisionInput } from '@/lib/validations/bankAccounts';
import { maskTail } from '@/lib/validations/kyc';
import { CODE_WRONG_MESSAGE } from '@/lib/validations/otp';

type Conn = Db | Tx;
type BankAccountRow = typeof partnerBankAccounts.$inferSelect;

export const NO_VERIFIED_ACCOUNT = 'This partner has no verified bank account yet: finance must verify one before a payout.';

/** An account as lists show it: the number masked to its last four digits, the PAN likewise. */
const bankAccountView = (row: BankAccountRow) => ({
  id: row.id,
  accountNumber: maskTail(row.accountNumber),
  ifsc: row.ifsc,
  holderName: row.holderName,
  pan: row.pan === null ? null : maskTail(row.pan),
  hasPan: row.pan !== null,
  status: row.status,
  rejectionReason: row.rejectionReason,
  decidedAt: row.decidedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
export type BankAccountView = ReturnType<typeof bankAccountView>;

const codeTarget = (partner: Pick<PublicPartner, 'email'>): CodeTarget => ({
  role: 'partner',
  purpose: 'bank-account',
  channel: 'email',
  destination: partner.email,
});

/** Emails the partner a code for a change of their bank account and PAN. */
export function sendBankAccountCode(db: Db, partner: Pick<PublicPartner, 'id' | 'email'>) {
  return issueCode(db, codeTarget(partner), partner.id, { field: 'code', signedInAs: partner.id });
}

/** The partner's accounts, newest first (the history), and the verified one payouts go to. */
export async function partnerBankAccountsOf(db: Conn, partnerId: number) {
  const rows = await db
    .select()
    .from(partnerBankAccounts)
    .where(eq(partnerBankAccounts.partnerId, partnerId))
    .orderBy(desc(partnerBankAccounts.createdAt), desc(partnerBankAccounts.id));
  const history = rows.map(bankAccountView);
  return {
    verified: history.find((row) => row.status === 'verified') ?? null,
    pending: history.find((row) => row.status === 'pending') ?? null,
    history,
  };
}
export type PartnerBankAccounts = Awaited<ReturnType<typeof partnerBankAccountsOf>>;

/** Locks the partner's row, so their payouts and account changes happen one at a time. */
export async function lockPartner(tx: Tx, partnerId: number) {
  const [row] = await tx.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId)).for('update');
  if (!row) throw notFound('No channel partner has this id.');
}

/** The verified account a payout goes to (the caller holds the partner's lock), or null. */
export async function verifiedBankAccount(tx: Conn, partnerId: number): Promise<BankAccountRow | null> {
  const [row] = await tx
    .select()
    .from(partnerBankAccounts)
    .where(and(eq(partnerBankAccounts.partnerId, partnerId), eq(partnerBankAccounts.status, 'verified')))
    .orderBy(desc(partnerBankAccounts.id))
    .limit(1);
  return row ?? null;
}

/**
 * The partner's new PAN and bank account, with the code emailed for it: kept pending for finance (an
 * earlier pending change is replaced); the verified account stays the one paid until finance decides.
 */
export async function changeBankAccount(db: Db, partner: Pick<PublicPartner, 'id' | 'email'>, input: BankAccountChangeInput) {
  const owner = await consumeCode(db, codeTarget(partner), input.code);
  if (owner !== partner.id) throw badRequest(CODE_WRONG_MESSAGE, { code: CODE_WRONG_MESSAGE }, 'invalid_code');
  await db.transaction(async (tx) => {
    await lockPartner(tx, partner.id);
    await tx
      .update(partnerBankAccounts)
      .set({ status: 'replaced', updatedAt: new Date() })
      .where(and(eq(partnerBankAccounts.partnerId, partner.id), eq(partnerBankAccounts.status, 'pending')));
    await tx.insert(partnerBankAccounts).values({
      partnerId: partner.id,
      pan: input.pan ?? null,
      accountNumber: input.accountNumber,
      ifsc: input.ifsc,
      holderName: input.holderName,
    });
  });
  return partnerBankAccountsOf(db, partner.id);
}

/** Finance verifies or rejects a pending account (audited; the partner is told). A verified one replaces the earlier verified account. */
export async function decideBankAccount(db: Db, operatorId: number, partnerId: number, input: BankAccountDecisionInput) {
  await db.transaction(async (tx) => {
    await lockPartner(tx, partnerId);
    const [row] = await tx
      .select()
      .from(partnerBankAccounts)
      .where(and(eq(partnerBankAccounts.id, input.accountId), eq(partnerBankAccounts.partnerId, partnerId)))
      .for('update');
    if (!row) throw notFound('This partner has no such bank account.');
    if (row.status !== 'pending') throw conflict(`This account is already ${row.status}.`, undefined, 'invalid_transition');
    const now = new Date();
    const verify = input.decision === 'verify';
    if (verify) {
      await tx
        .update(partnerBankAccounts)
        .set({ status: 'replaced', updatedAt: now })
        .where(and(eq(partnerBankAccounts.partnerId, partnerId), eq(partnerBankAccounts.status, 'verified')));
    }
    await tx
      .update(partnerBankAccounts)
      .set({
        status: verify ? 'verified' : 'rejected',
        decidedBy: operatorId,
        decidedAt: now,
        rejectionReason: verify ? null : (input.reason ?? null),
        updatedAt: now,
      })
      .where(eq(partnerBankAccounts.id, row.id));
    await audit(tx, operatorId, {
      action: verify ? 'partner.bank_account.verified' : 'partner.bank_account.rejected',
      entity: 'partner',
      entityId: partnerId,
      before: { accountId: row.id, status: row.status },
      after: {
        accountId: row.id,
        status: verify ? 'verified' : 'rejected',
        account: maskTail(row.accountNumber),
        ifsc: row.ifsc,
        reason: input.reason ?? null,
      },
    });
    const text = verify
      ? `Your bank account ${maskTail(row.accountNumber)} (${row.ifsc}) is verified: your payouts go to it from now on.`
      : `Your bank account ${maskTail(row.accountNumber)} was not verified: ${input.reason ?? ''} Please check the details on your profile and send them again.`;
    await notify(tx, {
      partnerId,
      kind: verify ? 'bank_account.verified' : 'bank_account.rejected',
      title: verify ? 'Bank account verified' : 'Bank account not verified',
      body: text,
      link: '/Cp/cp-profile',
      entity: { type: 'partner_bank_account', id: row.id },
      email: { subject: verify ? 'Your bank account is verified' : 'Your bank account was not verified', text },
    });
  });
  kickOutbox(db);
  return partnerBankAccountsOf(db, partnerId);
}
