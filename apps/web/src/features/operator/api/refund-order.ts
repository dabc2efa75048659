import { operatorOrderResponseSchema, type OperatorOrderDetail } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** POST /operator/orders/{id}/refund (OPS-81): to the balance, with a reason; amount in euro, the total when left out. */
export const refundOrder = (id: number, body: { reason: string; amount?: number }) =>
  api.post<Ok<OperatorOrderDetail>>(`/operator/orders/${id}/refund`, body, { withLocale: false, schema: import.meta.env.DEV && operatorOrderResponseSchema }).then((r) => r.payload);

export function useRefundOrder(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { reason: string; amount?: number }) => refundOrder(id, body),
    onSuccess: (order) => {
      client.setQueryData(['operator', 'order', id], order);
      void client.invalidateQueries({ queryKey: ['operator', 'orders'] });
    },
  });
}
