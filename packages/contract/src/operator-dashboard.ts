import { z } from 'zod';
import { orderStatusValues } from './operator-people.ts';

/** OPS-40: a count and a sum in euro (2 decimals) of today's money movements. */
const moneyTallySchema = z.object({ count: z.number().int(), sum: z.number() });

/**
 * OPS-40: GET /operator/dashboard: what waits in each queue of the back office, and today's (UTC)
 * paid orders and credited top-ups. Also the back office's gate: 401 for guests, 403 for customers.
 */
export const operatorDashboardSchema = z.object({
  queues: z.object({
    offers_pending: z.number().int(),
    offers_awaiting_item: z.number().int(),
    offers_ready_for_payout: z.number().int(),
    payouts_processing: z.number().int(),
    /** PAYOUT-11: provider results that contradict a recorded settlement, waiting for an operator. */
    payout_conflicts: z.number().int(),
    /** DELIV-5: paid orders whose trade offer failed, not yet retried or refunded. */
    deliveries_failed: z.number().int(),
    prompts_requested: z.number().int(),
    support_messages: z.number().int(),
    /** OPS-134: balance changes waiting for a second operator's approval. */
    balance_changes_pending: z.number().int(),
  }),
  /** OPS-137: sales net of what was refunded of them; refunds: the refunds made today, apart. */
  today: z.object({ from: z.string(), sales: moneyTallySchema, refunds: moneyTallySchema, top_ups: moneyTallySchema }),
});
export type OperatorDashboard = z.infer<typeof operatorDashboardSchema>;
export const operatorDashboardResponseSchema = z.object({ status: z.literal('OK'), payload: operatorDashboardSchema });

const int = z.number().int();

/**
 * OPS-191: one UTC day of the dashboard's range, money in minor units of the shop's currency:
 * `sales` orders paid that day, `revenue` their totals less the refunds made that day (the
 * reports' net sales, OPS-137), `refunds` those refunds, and the top-ups credited that day.
 */
export const dashboardDaySchema = z.object({ day: z.string(), sales: int, revenue: int, refunds: int, top_ups: int, top_ups_amount: int });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/**
 * OPS-191, OPS-192: GET /operator/dashboard/days?from=&to=: the shop's days in a range (UTC, `to`
 * included), their total, and the orders placed in the range by the state they are in now (every
 * state, zeros too).
 */
export const operatorDashboardDaysSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  time_zone: z.literal('UTC'),
  days: z.array(dashboardDaySchema),
  total: dashboardDaySchema.omit({ day: true }),
  orders_by_state: z.object(Object.fromEntries(orderStatusValues.map((s) => [s, int])) as Record<(typeof orderStatusValues)[number], typeof int>),
});
export type OperatorDashboardDays = z.infer<typeof operatorDashboardDaysSchema>;
export const operatorDashboardDaysResponseSchema = z.object({ status: z.literal('OK'), payload: operatorDashboardDaysSchema });
