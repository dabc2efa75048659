import { operatorPackResponseSchema, type OperatorPack } from '@skins/contract';
import { api } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** POST /operator/packs/{id}/withdraw or /restore (OPS-72). */
export const setPackActive = (id: number, active: boolean) =>
  api.post<{ payload: OperatorPack }>(`/operator/packs/${id}/${active ? 'restore' : 'withdraw'}`, {}, { withLocale: false, schema: import.meta.env.DEV && operatorPackResponseSchema });

export const useSetPackActive = () => useListMutation('packs', ({ id, active }: { id: number; active: boolean }) => setPackActive(id, active));
