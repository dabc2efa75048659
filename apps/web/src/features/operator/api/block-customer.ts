import { operatorCustomerResponseSchema, type OperatorCustomerDetail } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** POST /operator/customers/{id}/block or /unblock (OPS-84), with a reason. */
export const setCustomerBlocked = (id: number, blocked: boolean, reason: string) =>
  api
    .post<Ok<OperatorCustomerDetail>>(`/operator/customers/${id}/${blocked ? 'block' : 'unblock'}`, { reason }, { withLocale: false, schema: import.meta.env.DEV && operatorCustomerResponseSchema })
    .then((r) => r.payload);

export function useSetCustomerBlocked(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ blocked, reason }: { blocked: boolean; reason: string }) => setCustomerBlocked(id, blocked, reason),
    onSuccess: (customer) => {
      client.setQueryData(['operator', 'customer', id], customer);
      void client.invalidateQueries({ queryKey: ['operator', 'customers'] });
    },
  });
}
