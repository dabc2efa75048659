import { sellQuoteDeletedSchema } from '@skins/contract';
import { api } from '../../../api/client';
import { useSellQuoteMutation } from './get-sell-quotes';

/** DELETE /operator/sell-quotes/{id} (INV-5): sellers then ask a price for that skin. */
export const deleteSellQuote = (id: number) => api.delete<{ message: string; payload: { id: number } }>(`/operator/sell-quotes/${id}`, { withLocale: false, schema: import.meta.env.DEV && sellQuoteDeletedSchema });

export const useDeleteSellQuote = () => useSellQuoteMutation(deleteSellQuote);
