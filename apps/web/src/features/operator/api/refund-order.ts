import { operatorOrderResponseSchema, type OperatorOrderDetail } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** What the refund sends: a reason, the amount in euro (the total when left out), DELIV-6: to the balance (default) or the card. */
type RefundBody = { reason: string; amount?: number; to?: 'balance' | 'card' };

/** POST /operator/orders/{id}/refund (OPS-81, DELIV-6): the whole answer, so that its message (if any) can be toasted. */
export const refundOrder = (id: number, body: RefundBody) =>
  api.post<Ok<OperatorOrderDetail>>(`/operator/orders/${id}/refund`, body, { withLocale: false, schema: import.meta.env.DEV && operatorOrderResponseSchema });

export function useRefundOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RefundBody) => refundOrder(id, body),
    onSuccess: (answer) => {
      client.setQueryData(['operator', 'order', id], answer.payload);
      void client.invalidateQueries({ queryKey: ['operator', 'orders'] });
    },
  });
}
