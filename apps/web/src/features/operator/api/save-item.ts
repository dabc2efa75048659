import { operatorItemResponseSchema, type OperatorItem, type OperatorItemBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** POST /operator/items (OPS-61), or PUT /operator/items/{id} (OPS-62) with the whole form. */
export const saveItem = (id: number | null, body: OperatorItemBody) => {
  return id === null
    ? api.post<Ok<OperatorItem>>('/operator/items', body, { withLocale: false, schema: import.meta.env.DEV && operatorItemResponseSchema })
    : api.put<Ok<OperatorItem>>(`/operator/items/${id}`, body, { withLocale: false, schema: import.meta.env.DEV && operatorItemResponseSchema });
};

export const useSaveItem = (id: number | null) => useListMutation('items', (body: OperatorItemBody) => saveItem(id, body));
