import { operatorLedgerResponseSchema, type LedgerEntry, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /operator/customers/{id}/ledger (OPS-83): the balance's movements, newest first. */
export const getLedger = (id: number, page: number) =>
  api.get<Ok<LedgerEntry[], PaginationMeta>>(`/operator/customers/${id}/ledger`, { query: { page }, withLocale: false, schema: import.meta.env.DEV && operatorLedgerResponseSchema });

export const ledgerQueryOptions = (id: number, page: number) => queryOptions({ queryKey: ['operator', 'ledger', id, page], queryFn: () => getLedger(id, page), placeholderData: keepPreviousData });

export const useLedger = (id: number, page: number) => useQuery(ledgerQueryOptions(id, page));
