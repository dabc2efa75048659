import { toMajor, type OperatorDashboard } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Tally } from '../../db/tally.ts';
import { countBalanceChanges } from '../account/index.ts';
import { countFailedDeliveries, paidOrdersBetween, refundsBetween } from '../checkout/index.ts';
import { countOffers } from '../offers/index.ts';
import { creditedTopUpsBetween } from '../payments/index.ts';
import { countOpenConflicts, countPayouts } from '../payouts/index.ts';
import { countPrompts } from '../prompts/index.ts';
import { countSupportMessages } from '../support/index.ts';

const DAY_MS = 86_400_000;
const inEuro = (t: Tally) => ({ count: t.count, sum: toMajor(t.sumMinor) });

/**
 * OPS-40: the back office's first view: what waits in each queue and today's sales (OPS-137: net of
 * their refunds), the refunds made and the top-ups,
 * "today" being the UTC day of `now`. Each figure is its own module's count (SEAM-1).
 */
export async function dashboard(db: DbOrTx, now = new Date()): Promise<OperatorDashboard> {
  const from = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
  const to = new Date(from.getTime() + DAY_MS);
  const [pending, awaitingItem, readyForPayout, payoutsProcessing, payoutConflicts, deliveriesFailed, promptsRequested, supportMessages, balanceChangesPending, sales, refunds, topUps] = await Promise.all([
    countOffers(db, 'pending'),
    countOffers(db, 'awaiting_item'),
    countOffers(db, 'ready_for_payout'),
    countPayouts(db, 'processing'),
    countOpenConflicts(db),
    countFailedDeliveries(db),
    countPrompts(db, 'requested'),
    countSupportMessages(db),
    countBalanceChanges(db, 'pending'),
    paidOrdersBetween(db, from, to),
    refundsBetween(db, from, to),
    creditedTopUpsBetween(db, from, to),
  ]);
  return {
    queues: {
      offers_pending: pending,
      offers_awaiting_item: awaitingItem,
      offers_ready_for_payout: readyForPayout,
      payouts_processing: payoutsProcessing,
      payout_conflicts: payoutConflicts,
      deliveries_failed: deliveriesFailed,
      prompts_requested: promptsRequested,
      support_messages: supportMessages,
      balance_changes_pending: balanceChangesPending,
    },
    today: { from: from.toISOString(), sales: inEuro(sales), refunds: inEuro(refunds), top_ups: inEuro(topUps) },
  };
}
