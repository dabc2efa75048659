import { operatorDeliveriesResponseSchema, operatorOrderResponseSchema, type OperatorDelivery, type OperatorOrderDetail, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

const opts = { withLocale: false } as const;

/** GET /operator/deliveries?page= (DELIV-5). */
export const useFailedDeliveries = (p: { page: number }) =>
  useQuery(
    queryOptions({
      queryKey: ['operator', 'deliveries', p],
      queryFn: () => api.get<Ok<OperatorDelivery[], PaginationMeta>>('/operator/deliveries', { ...opts, query: p, schema: import.meta.env.DEV && operatorDeliveriesResponseSchema }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /operator/deliveries/{id}/retry (DELIV-5). */
export const retryDelivery = (id: number) => api.post<Ok<OperatorOrderDetail>>(`/operator/deliveries/${id}/retry`, {}, { ...opts, schema: import.meta.env.DEV && operatorOrderResponseSchema });

/** POST /operator/deliveries/{id}/refund { reason } (DELIV-5). */
export const refundDelivery = (id: number, reason: string) =>
  api.post<Ok<OperatorOrderDetail>>(`/operator/deliveries/${id}/refund`, { reason }, { ...opts, schema: import.meta.env.DEV && operatorOrderResponseSchema });
