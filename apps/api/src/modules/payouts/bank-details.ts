import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { openSealedText, sealText } from '../../lib/sealed-text.ts';
import { recordAudit } from '../audit/index.ts';
import { findPayout } from './queries.ts';

/** Where a bank payout goes: what the operator needs to make the transfer. */
export interface BankDetails {
  iban: string;
  holderName: string;
}

const sealedBankDetailsSchema = z.object({ iban: z.string(), holderName: z.string() });

/** OPS-21: the IBAN and holder of a bank payout, sealed for the payouts row (AES-256-GCM). */
export function sealBankDetails(key: Buffer, details: BankDetails): string {
  return sealText(key, JSON.stringify({ iban: details.iban, holderName: details.holderName }));
}

/**
 * OPS-21, OPS-22: the bank details of one payout, for the operator who settles it. Only while the
 * payout is processing (settling erases them); each reading is logged with who read which payout
 * (never the details), so the shop can tell who saw an account.
 */
export async function bankDetailsForOperator(ctx: Pick<Ctx, 'db' | 'log'> & { userId: number }, key: Buffer, payoutId: number) {
  const payout = await findPayout(ctx.db, payoutId);
  if (!payout) throw new AppError('PAYOUT_NOT_FOUND');
  if (!payout.bankDetailsSealed) throw new AppError('PAYOUT_BANK_DETAILS_GONE');
  const details = sealedBankDetailsSchema.parse(JSON.parse(openSealedText(key, payout.bankDetailsSealed)));
  ctx.log.info({ payoutId, offerId: payout.offerId, operatorId: ctx.userId }, 'payout bank details shown to an operator');
  // OPS-21: who read a customer's account number, in the audit log the back office shows (never the number itself).
  await recordAudit(ctx.db, { actorId: ctx.userId, action: 'payout.bank_details_viewed', target: { type: 'payout', id: payout.id }, after: { offer_id: payout.offerId } });
  return { payout, details };
}
