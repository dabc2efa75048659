import { z } from 'zod';
import { paginationMetaSchema } from './envelope.ts';
import { operatorOrdersQuerySchema } from './operator-people.ts';

/** DELIV-5: GET /operator/deliveries?page= : the failed-delivery queue, oldest failure first. */
export const operatorDeliveriesQuerySchema = z.object({ page: operatorOrdersQuerySchema.shape.page });

/** DELIV-5: a paid order whose trade offer failed: who, what, why (the bot's reason) and when; amounts in euro. */
export const operatorDeliverySchema = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  email: z.string(),
  /** The link the order was placed with. */
  trade_url: z.string(),
  /** DELIV-10: the link the failed attempt's offer went to. */
  attempt_trade_url: z.string(),
  /** DELIV-10: the link a retry sends to: the buyer's current one (their profile's). */
  next_trade_url: z.string(),
  payment_method: z.string(),
  total: z.number(),
  reason: z.string().nullable(),
  attempt: z.number().int(),
  failed_at: z.number().int(),
});
export type OperatorDelivery = z.infer<typeof operatorDeliverySchema>;
export const operatorDeliveriesResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorDeliverySchema), meta: paginationMetaSchema });
