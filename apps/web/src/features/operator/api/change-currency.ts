import { operatorCurrencyResponseSchema, type Currency, type OperatorCurrencyChangeBody } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** PATCH /operator/currencies/{id} (OPS-117): a currency's units per euro or symbol. */
export const changeCurrency = (id: number, body: OperatorCurrencyChangeBody) =>
  api.patch<Ok<Currency>>(`/operator/currencies/${id}`, body, { withLocale: false, schema: import.meta.env.DEV && operatorCurrencyResponseSchema });

/** OPS-118: the shop answers the new rate at once: the operator's list and the shop's currencies (key 'currencies') are refetched. */
export function useChangeCurrency(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: OperatorCurrencyChangeBody) => changeCurrency(id, body),
    onSuccess: () => void client.invalidateQueries({ predicate: (q) => q.queryKey.includes('currencies') }),
  });
}
