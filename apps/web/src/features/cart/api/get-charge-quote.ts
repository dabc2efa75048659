import { chargeQuoteSchema, formatMoney, okEnvelope, type ChargeQuote } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** PAY-31: GET /purchase/quote: what paying the cart now would charge (euro); `subtotal` keys it to the cart as shown. */
export const chargeQuoteQueryOptions = (currency: string, promocode: string | null, subtotal: number) =>
  queryOptions({
    queryKey: ['charge-quote', currency, promocode, subtotal],
    queryFn: () => api.get<Ok<ChargeQuote>>('/purchase/quote', { query: promocode ? { promocode } : {}, schema: import.meta.env.DEV && okEnvelope(chargeQuoteSchema) }).then((r) => r.payload),
  });

/** PAY-31: the amount to be charged, written out, when the cart is shown in another currency than the one charged; null otherwise. */
export function useChargedAmount(currency: string, promocode: string | null, subtotal: number): string | null {
  const quote = useQuery({ ...chargeQuoteQueryOptions(currency, promocode, subtotal), enabled: currency !== 'EUR' && subtotal > 0 });
  const q = quote.data;
  return q && q.shown.currency !== q.currency ? formatMoney(q.total, q.currency) : null;
}
