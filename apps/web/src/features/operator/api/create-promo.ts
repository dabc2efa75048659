import { operatorPromoResponseSchema, type OperatorPromo, type OperatorPromoBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** POST /operator/promo-codes (OPS-76). */
export const createPromo = (body: OperatorPromoBody) =>
  api.post<Ok<OperatorPromo>>('/operator/promo-codes', body, { withLocale: false, schema: import.meta.env.DEV && operatorPromoResponseSchema });

export const useCreatePromo = () => useListMutation('promos', createPromo);
