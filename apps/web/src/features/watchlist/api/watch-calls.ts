import { watchlistResponseSchema, type Watchlist } from '@skins/contract';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** The watchlist's calls, without React Query's mutation code: the details page's stars use them from its lazy panel (BUDGET-1). */
export type Target = { item_id: number } | { market_name: string };
type Answer = { payload: Watchlist };
const schema = import.meta.env.DEV && watchlistResponseSchema;

/** WATCH-1: POST /account/watchlist stars an item or a market name. */
export const watch = (target: Target) => api.post<Answer>('/account/watchlist', target, { schema });

/** WATCH-1: DELETE /account/watchlist?item_id=…|market_name=… unstars it. */
export const unwatch = (target: Target) => api.delete<Answer>('/account/watchlist', { query: target, withLocale: false, schema });

/** WATCH-3: PUT /account/watchlist sets (a price in the visitor's currency) or clears (null) a market name's alert. */
export const setAlert = (marketName: string, alertPrice: number | null) => api.put<Answer>('/account/watchlist', { market_name: marketName, alert_price: alertPrice }, { schema });


/** WATCH-1, WATCH-2: the details page's stars: star or unstar, then (whether it worked or not) the watchlist is refetched, as useChangeWatchlist does. */
export function useToggleStar() {
  const client = useQueryClient();
  return (target: Target, starred: boolean) => (starred ? unwatch(target) : watch(target)).finally(() => void client.invalidateQueries({ queryKey: ['watchlist'] }));
}
