import { operatorCustomerResponseSchema, type OperatorCustomerDetail } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /operator/customers/{id} (OPS-83): balance, orders count and block state. */
export const getCustomer = (id: number) =>
  api.get<Ok<OperatorCustomerDetail>>(`/operator/customers/${id}`, { withLocale: false, schema: import.meta.env.DEV && operatorCustomerResponseSchema }).then((r) => r.payload);

export const customerQueryOptions = (id: number) => queryOptions({ queryKey: ['operator', 'customer', id], queryFn: () => getCustomer(id) });

export const useCustomer = (id: number) => useQuery(customerQueryOptions(id));
