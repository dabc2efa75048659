import { operatorSupportMessageResponseSchema, type OperatorSupportMessage } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** POST /operator/support/{id}/answered (OPS-86): who and when, once. */
export const markAnswered = (id: number) =>
  api.post<Ok<OperatorSupportMessage>>(`/operator/support/${id}/answered`, {}, { withLocale: false, schema: import.meta.env.DEV && operatorSupportMessageResponseSchema }).then((r) => r.payload);

export function useMarkAnswered() {
  const client = useQueryClient();
  return useMutation({ mutationFn: markAnswered, onSuccess: () => client.invalidateQueries({ queryKey: ['operator', 'support'] }) });
}
