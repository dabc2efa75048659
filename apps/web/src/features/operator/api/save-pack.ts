import { operatorPackResponseSchema, type OperatorPack, type OperatorPackBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** POST /operator/packs, or PUT /operator/packs/{id} (OPS-71). */
export const savePack = (id: number | null, body: OperatorPackBody) => {
  return id === null
    ? api.post<Ok<OperatorPack>>('/operator/packs', body, { withLocale: false, schema: import.meta.env.DEV && operatorPackResponseSchema })
    : api.put<Ok<OperatorPack>>(`/operator/packs/${id}`, body, { withLocale: false, schema: import.meta.env.DEV && operatorPackResponseSchema });
};

export const useSavePack = (id: number | null) => useListMutation('packs', (body: OperatorPackBody) => savePack(id, body));
