import { operatorCustomersResponseSchema, type OperatorCustomer, type DayRange, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

export interface CustomersListParams extends DayRange {
  page: number;
  q: string;
  blocked: string;
}

/** GET /operator/customers (OPS-83): customers by email, id or Steam id; blocked or not. */
export const getCustomers = (p: CustomersListParams) =>
  api.get<Ok<OperatorCustomer[], PaginationMeta>>('/operator/customers', { query: { ...p }, withLocale: false, schema: import.meta.env.DEV && operatorCustomersResponseSchema });

export const customersQueryOptions = (p: CustomersListParams) => queryOptions({ queryKey: ['operator', 'customers', p], queryFn: () => getCustomers(p), placeholderData: keepPreviousData });

export const useCustomers = (p: CustomersListParams) => useQuery(customersQueryOptions(p));
