import { stateMachine } from '../../lib/state-machine.ts';
import type { payoutStatuses } from './tables.ts';

export type PayoutStatus = (typeof payoutStatuses)[number];

/** PAYOUT-7: a payout settles once: a late or repeated outcome of either kind changes nothing. */
export const payoutMachine = stateMachine<PayoutStatus>({
  processing: ['approved', 'failed'],
  approved: [],
  failed: [],
});

/**
 * PAYOUT-12: the one way a settled payout changes again: an operator resolving a conflict takes the
 * provider's fact (paid after all, or declined after all). Nothing else uses it.
 */
export const payoutReversalMachine = stateMachine<PayoutStatus>({
  processing: [],
  approved: ['failed'],
  failed: ['approved'],
});
