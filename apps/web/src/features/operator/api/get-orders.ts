import { operatorOrdersResponseSchema, type OperatorOrder, type DayRange, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface OrdersListParams extends DayRange {
  page: number;
  q: string;
  status: string;
}

/** GET /operator/orders (OPS-80): orders by id, email or trade link, and status. */
export const getOrders = (p: OrdersListParams) => api.get<Ok<OperatorOrder[], PaginationMeta>>('/operator/orders', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorOrdersResponseSchema });

export const ordersQueryOptions = (p: OrdersListParams) => queryOptions({ queryKey: ['operator', 'orders', p], queryFn: () => getOrders(p), placeholderData: keepPreviousData });

export const useOrders = (p: OrdersListParams) => useQuery(ordersQueryOptions(p));
