import { operatorBulkPriceResponseSchema, type OperatorBulkPriceBody } from '@skins/contract';
import { api } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** POST /operator/items/bulk-price (OPS-65): the chosen ids, or the list's filter. */
export const changePrices = (body: OperatorBulkPriceBody) =>
  api.post<{ payload: { changed: number; ids: number[] } }>('/operator/items/bulk-price', body, { withLocale: false, schema: import.meta.env.DEV && operatorBulkPriceResponseSchema });

export const useChangePrices = () => useListMutation('items', changePrices);
