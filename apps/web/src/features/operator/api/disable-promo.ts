import { operatorPromoResponseSchema, type OperatorPromo } from '@skins/contract';
import { api } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** POST /operator/promo-codes/{id}/disable (OPS-78): the code expires now. */
export const disablePromo = (id: number) =>
  api.post<{ payload: OperatorPromo }>(`/operator/promo-codes/${id}/disable`, {}, { withLocale: false, schema: import.meta.env.DEV && operatorPromoResponseSchema });

export const useDisablePromo = () => useListMutation('promos', disablePromo);
