import { watchlistResponseSchema, type Watchlist } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

type Target = { item_id: number } | { market_name: string };
type Answer = { payload: Watchlist };
const schema = import.meta.env.DEV && watchlistResponseSchema;

/** WATCH-1: POST /account/watchlist stars an item or a market name. */
export const watch = (target: Target) => api.post<Answer>('/account/watchlist', target, { schema });

/** WATCH-1: DELETE /account/watchlist?item_id=…|market_name=… unstars it. */
export const unwatch = (target: Target) => api.delete<Answer>('/account/watchlist', { query: target, withLocale: false, schema });

/** WATCH-3: PUT /account/watchlist sets (a price in the visitor's currency) or clears (null) a market name's alert. */
export const setAlert = (marketName: string, alertPrice: number | null) => api.put<Answer>('/account/watchlist', { market_name: marketName, alert_price: alertPrice }, { schema });

export type WatchChange = { kind: 'watch' | 'unwatch'; target: Target } | { kind: 'alert'; marketName: string; alertPrice: number | null };

/** One mutation for every watchlist change; the list is refetched after each (every currency's copy goes stale). */
export function useChangeWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: WatchChange) => (c.kind === 'alert' ? setAlert(c.marketName, c.alertPrice) : c.kind === 'watch' ? watch(c.target) : unwatch(c.target)),
    onSettled: () => client.invalidateQueries({ queryKey: ['watchlist'] }),
  });
}
