import { type BalancePurchaseResponse, balancePurchaseResponseSchema } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client';

/** POST /purchase/pack from the balance; the idempotency key makes a repeated submission one order (PACK-5). */
export const purchasePack = (packId: number, tradeUrl: string, idempotencyKey: string) =>
  api.post<BalancePurchaseResponse>('/purchase/pack', { pack_id: packId, trade_url: tradeUrl, idempotencyKey }, { schema: import.meta.env.DEV && balancePurchaseResponseSchema });

/**
 * PACK-WEB-2: buying a pack. Either way the packs' availability may have changed, so they are
 * refetched (not awaited: the success page refreshes the profile and orders itself, spec §4), on
 * success and on a 409 (sold out meanwhile).
 */
export function usePurchasePack() {
  const queryClient = useQueryClient();
  const refetchPacks = () => void queryClient.invalidateQueries({ queryKey: ['packs'] });
  return useMutation({
    mutationFn: ({ packId, tradeUrl, idempotencyKey }: { packId: number; tradeUrl: string; idempotencyKey: string }) => purchasePack(packId, tradeUrl, idempotencyKey),
    onSuccess: refetchPacks,
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) refetchPacks();
    },
  });
}
