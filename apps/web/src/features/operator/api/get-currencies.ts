import { operatorCurrenciesResponseSchema, type Currency } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { onePage } from './one-page';

/** GET /operator/currencies (OPS-117): every currency as stored, units per euro. */
export const getOperatorCurrencies = () => api.get<Ok<Currency[]>>('/operator/currencies', { withLocale: false, schema: import.meta.env.DEV && operatorCurrenciesResponseSchema });

export const operatorCurrenciesQueryOptions = () => queryOptions({ queryKey: ['operator', 'currencies'], queryFn: getOperatorCurrencies, select: onePage<Currency> });

export const useOperatorCurrencies = () => useQuery(operatorCurrenciesQueryOptions());
