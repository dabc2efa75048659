import { operatorPromoResponseSchema, type OperatorPromo, type OperatorPromoChangeBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** PATCH /operator/promo-codes/{id} (OPS-77): the usage limit and the expiry. */
export const changePromo = (id: number, body: OperatorPromoChangeBody) =>
  api.patch<Ok<OperatorPromo>>(`/operator/promo-codes/${id}`, body, { withLocale: false, schema: import.meta.env.DEV && operatorPromoResponseSchema });

export const useChangePromo = (id: number) => useListMutation('promos', (body: OperatorPromoChangeBody) => changePromo(id, body));
