import { last4 } from '@skins/contract';
import { and, eq, like } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx, Logger } from '../../lib/ctx.ts';
import { LEGACY_SEALED_PREFIX, openLegacySealedText, openSealedText, sealText, type SealedRow } from '../../lib/sealed-text.ts';
import { recordAudit } from '../audit/index.ts';
import { findPayout } from './queries.ts';
import { payouts } from './tables.ts';

/** Where a bank payout goes: what the operator needs to make the transfer. */
export interface BankDetails {
  iban: string;
  holderName: string;
}

const sealedBankDetailsSchema = z.object({ iban: z.string(), holderName: z.string() });

/** SEC-27: a payout's bank details are bound to its row (`payouts:<id>:v2`). */
const rowOf = (payoutId: number): SealedRow => ({ table: 'payouts', id: payoutId });

/** OPS-21, SEC-27: the IBAN and holder of a bank payout, sealed for its payouts row (AES-256-GCM). */
export function sealBankDetails(key: Buffer, payoutId: number, details: BankDetails): string {
  return sealText(key, JSON.stringify({ iban: details.iban, holderName: details.holderName }), rowOf(payoutId));
}

/**
 * OPS-21, OPS-22: the bank details of one payout, for the operator who settles it. Only while the
 * payout is processing (settling erases them); each reading is logged with who read which payout
 * (never the details), so the shop can tell who saw an account. SEC-27: details that do not open
 * for this row (another key, or copied from another payout) are a 409 naming what to do, never
 * another payout's account.
 */
export async function bankDetailsForOperator(ctx: Pick<Ctx, 'db' | 'log'> & { userId: number }, key: Buffer, payoutId: number) {
  const payout = await findPayout(ctx.db, payoutId);
  if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
  if (!payout.bankDetailsSealed) throw new AppError('PAYOUT_BANK_DETAILS_GONE');
  let details: BankDetails;
  try {
    details = sealedBankDetailsSchema.parse(JSON.parse(openSealedText(key, payout.bankDetailsSealed, rowOf(payout.id))));
  } catch {
    ctx.log.error({ payoutId, operatorId: ctx.userId }, 'payout bank details do not open for this payout: sealed with another key, or copied from another payout');
    throw new AppError('PAYOUT_BANK_DETAILS_UNREADABLE');
  }
  ctx.log.info({ payoutId, offerId: payout.offerId, operatorId: ctx.userId }, 'payout bank details shown to an operator');
  // OPS-21: who read a customer's account number, in the audit log the back office shows (never the number itself).
  await recordAudit(ctx.db, { actorId: ctx.userId, action: 'payout.bank_details_viewed', target: { type: 'payout', id: payout.id }, after: { offer_id: payout.offerId } });
  return { payout, details };
}

/**
 * SEC-27: re-seals the bank details of payouts sealed before values were bound to their row (`v1`)
 * as `v2` for the row they are in, once at startup (main.ts), so that payouts still processing stay
 * readable while no unbound value is ever opened for an operator. A `v1` value is taken only when
 * its IBAN ends in the row's own clear last 4 (a value already moved to another payout with
 * another account is not); one that does not open or does not match is left as it is (the operator
 * is then told it cannot be read: fail the payout, the seller asks again). The conditional UPDATE
 * leaves a payout that was settled meanwhile (its details erased) erased.
 */
export async function resealLegacyBankDetails(db: DbOrTx, key: Buffer, log: Logger): Promise<{ resealed: number; refused: number[] }> {
  const legacy = await db
    .select({ id: payouts.id, accountLast4: payouts.accountLast4, sealed: payouts.bankDetailsSealed })
    .from(payouts)
    .where(like(payouts.bankDetailsSealed, `${LEGACY_SEALED_PREFIX}%`));
  let resealed = 0;
  const refused: number[] = [];
  for (const { id, accountLast4, sealed } of legacy) {
    if (!sealed) continue;
    let details: BankDetails | null;
    try {
      details = sealedBankDetailsSchema.parse(JSON.parse(openLegacySealedText(key, sealed)));
    } catch {
      details = null;
    }
    if (!details || last4(details.iban) !== accountLast4) {
      refused.push(id);
      continue;
    }
    const updated = await db
      .update(payouts)
      .set({ bankDetailsSealed: sealBankDetails(key, id, details) })
      .where(and(eq(payouts.id, id), eq(payouts.bankDetailsSealed, sealed)))
      .returning({ id: payouts.id });
    resealed += updated.length;
  }
  if (refused.length) log.error({ payoutIds: refused }, 'payout bank details sealed before SEC-27 do not open with PAYOUT_DETAILS_KEY or do not belong to their payout: left unreadable');
  return { resealed, refused };
}
