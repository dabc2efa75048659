import { watchlistResponseSchema, type Watchlist } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useLocale } from '../../../app/locale-store';
import { useSignedIn } from '../../../app/session-store';

/** WATCH-1, WATCH-2: GET /account/watchlist: starred items (price in the currency) and market names with their alerts. */
export function getWatchlist(): Promise<Watchlist> {
  return api.get<{ payload: Watchlist }>('/account/watchlist', { schema: import.meta.env.DEV && watchlistResponseSchema }).then((r) => r.payload);
}

export const watchlistQueryOptions = (currency: string) => queryOptions({ queryKey: ['watchlist', currency], queryFn: getWatchlist, staleTime: 30_000 });

/** Fetched only when signed in (a guest has no watchlist: data stays undefined). */
export function useWatchlist() {
  const signedIn = useSignedIn();
  const { currency } = useLocale();
  return useQuery({ ...watchlistQueryOptions(currency.code), enabled: signedIn });
}
