import { okEnvelope, statementPayloadSchema, type StatementPayload } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** OPS-171: where a customer's wallet statement is read (and, with .csv, downloaded) by the back office. */
export const customerStatementPath = (id: number) => `/operator/customers/${id}/statement`;

/** GET /operator/customers/{id}/statement?page=&per_page= (OPS-171): one page of the customer's own statement, newest first. */
export const customerStatementQueryOptions = (id: number, page: number, perPage: number) =>
  queryOptions({
    queryKey: ['operator', 'customer-statement', id, page, perPage],
    queryFn: () =>
      api.get<Ok<StatementPayload>>(customerStatementPath(id), { query: { page, per_page: perPage }, withLocale: false, schema: import.meta.env.DEV && okEnvelope(statementPayloadSchema) }).then((r) => r.payload),
    placeholderData: keepPreviousData,
  });

export const useCustomerStatement = (id: number, page: number, perPage: number) => useQuery(customerStatementQueryOptions(id, page, perPage));
