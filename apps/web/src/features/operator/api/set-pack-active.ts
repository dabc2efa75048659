import { operatorPackResponseSchema, type OperatorPack } from '@skins/contract';
import { api } from '../../../api/client';

/** POST /operator/packs/{id}/withdraw or /restore (OPS-72). */
export const setPackActive = (id: number, active: boolean) =>
  api.post<{ payload: OperatorPack }>(`/operator/packs/${id}/${active ? 'restore' : 'withdraw'}`, {}, { withLocale: false, schema: import.meta.env.DEV && operatorPackResponseSchema });
