import { stateMachine } from '../../lib/state-machine.ts';
import type { payoutStatuses } from './tables.ts';

export type PayoutStatus = (typeof payoutStatuses)[number];

/** PAYOUT-7: a payout settles once: a late or repeated outcome of either kind changes nothing. */
export const payoutMachine = stateMachine<PayoutStatus>({
  processing: ['approved', 'failed'],
  approved: [],
  failed: [],
});
