import { operatorStaticPagesResponseSchema, type OperatorStaticPage } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /operator/static-pages (OPS-90): every page with its text per language. */
export const getOperatorPages = () => api.get<Ok<OperatorStaticPage[]>>('/operator/static-pages', { withLocale: false, schema: import.meta.env.DEV && operatorStaticPagesResponseSchema }).then((r) => r.payload);

export const operatorPagesQueryOptions = () => queryOptions({ queryKey: ['operator', 'static-pages'], queryFn: getOperatorPages });

export const useOperatorPages = () => useQuery(operatorPagesQueryOptions());
