import { stateMachine } from '../../lib/state-machine.ts';
import type { payoutStatuses } from './tables.ts';

export type PayoutStatus = (typeof payoutStatuses)[number];

/**
 * PAYOUT-7: a payout settles once: a late or repeated outcome of either kind changes nothing.
 * PROTECT-3, PROTECT-4: a held payout waits for the trade protection: the sweep releases it to
 * processing once; PROTECT-8: a reversed trade cancels it (no money moved).
 */
export const payoutMachine = stateMachine<PayoutStatus>({
  held: ['processing', 'cancelled'],
  processing: ['approved', 'failed'],
  approved: [],
  failed: [],
  cancelled: [],
});

/**
 * PAYOUT-12: the one way a settled payout changes again: an operator resolving a conflict takes the
 * provider's fact (paid after all, or declined after all). Nothing else uses it.
 */
export const payoutReversalMachine = stateMachine<PayoutStatus>({
  held: [],
  processing: [],
  approved: ['failed'],
  failed: ['approved'],
  cancelled: [],
});
