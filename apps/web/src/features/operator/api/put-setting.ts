import { operatorSettingResponseSchema, type OperatorSettingKey } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** PUT /operator/settings/{key} (OPS-88, OPS-89): `confirm` switches selling off although offers are in progress. */
export const putSetting = (key: OperatorSettingKey, value: unknown, confirm?: boolean) =>
  api.put(`/operator/settings/${key}`, { value, ...(confirm ? { confirm } : {}) }, { withLocale: false, schema: import.meta.env.DEV && operatorSettingResponseSchema });

/** A saved setting is seen by the shop at once: the operator's view and the shop's settings are refetched. */
export function usePutSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ key, value, confirm }: { key: OperatorSettingKey; value: unknown; confirm?: boolean }) => putSetting(key, value, confirm),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey.includes('settings') }),
  });
}
