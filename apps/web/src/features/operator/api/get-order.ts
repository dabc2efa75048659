import { operatorOrderResponseSchema, type OperatorOrderDetail } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /operator/orders/{id} (OPS-80): one order with its items, payments and status history. */
export const getOrder = (id: number) => api.get<Ok<OperatorOrderDetail>>(`/operator/orders/${id}`, { withLocale: false, schema: import.meta.env.DEV && operatorOrderResponseSchema }).then((r) => r.payload);

export const orderQueryOptions = (id: number) => queryOptions({ queryKey: ['operator', 'order', id], queryFn: () => getOrder(id) });

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
