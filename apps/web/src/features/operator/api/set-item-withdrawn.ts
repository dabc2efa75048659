import { operatorItemResponseSchema, type OperatorItem } from '@skins/contract';
import { api } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** POST /operator/items/{id}/withdraw (OPS-63) or /restore (OPS-64). */
export const setItemWithdrawn = (id: number, withdrawn: boolean) =>
  api.post<{ payload: OperatorItem }>(`/operator/items/${id}/${withdrawn ? 'withdraw' : 'restore'}`, {}, { withLocale: false, schema: import.meta.env.DEV && operatorItemResponseSchema });

export const useSetItemWithdrawn = () => useListMutation('items', ({ id, withdrawn }: { id: number; withdrawn: boolean }) => setItemWithdrawn(id, withdrawn));
