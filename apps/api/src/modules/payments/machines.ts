import { stateMachine } from '../../lib/state-machine.ts';
import type { depositStatuses, paymentStatuses } from './tables.ts';

type PaymentStatus = (typeof paymentStatuses)[number];
type DepositStatus = (typeof depositStatuses)[number];

/** PAY-11: a payment is settled once; a late or repeated event of another outcome changes nothing. STRIPE-5: a paid one can be refunded. */
export const paymentMachine = stateMachine<PaymentStatus>({
  pending: ['success', 'error', 'cancelled'],
  success: ['refunded'],
  error: [],
  cancelled: [],
  refunded: [],
});

/**
 * PAY-24: a top-up follows its payment, once. PAY-33, PAY-35: the customer may cancel a pending one,
 * and one whose payment never came is expired; PAY-34: a payment the provider took after that
 * still credits it, since the money was taken.
 */
export const depositMachine = stateMachine<DepositStatus>({
  pending: ['success', 'error', 'cancelled', 'expired'],
  success: [],
  error: [],
  cancelled: ['success'],
  expired: ['success'],
});
