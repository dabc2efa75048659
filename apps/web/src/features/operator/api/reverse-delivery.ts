import { operatorOrderResponseSchema, type OperatorOrderDetail } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** DISPUTE-5, DISPUTE-6: POST /operator/orders/{id}/reverse-delivery; `confirmed_in_steam` when the operator reversed the trade in Steam. */
export const reverseDelivery = (id: number, body: { confirmed_in_steam?: boolean }) =>
  api.post<Ok<OperatorOrderDetail>>(`/operator/orders/${id}/reverse-delivery`, body, { withLocale: false, schema: import.meta.env.DEV && operatorOrderResponseSchema });

export function useReverseDelivery(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { confirmed_in_steam?: boolean }) => reverseDelivery(id, body),
    onSuccess: (answer) => {
      client.setQueryData(['operator', 'order', id], answer.payload);
      void client.invalidateQueries({ queryKey: ['operator', 'orders'] });
    },
  });
}
