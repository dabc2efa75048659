import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAlert, unwatch, watch, type Target } from './watch-calls';

export type WatchChange = { kind: 'watch' | 'unwatch'; target: Target } | { kind: 'alert'; marketName: string; alertPrice: number | null };

/** One mutation for every watchlist change; the list is refetched after each (every currency's copy goes stale). */
export function useChangeWatchlist() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (c: WatchChange) => (c.kind === 'alert' ? setAlert(c.marketName, c.alertPrice) : c.kind === 'watch' ? watch(c.target) : unwatch(c.target)),
    onSettled: () => client.invalidateQueries({ queryKey: ['watchlist'] }),
  });
}
