import { operatorStaticPagesResponseSchema, type OperatorStaticPage } from '@skins/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /operator/static-pages (OPS-90): every page with its text per language. */
export const getOperatorPages = () => api.get<Ok<OperatorStaticPage[]>>('/operator/static-pages', { withLocale: false, schema: import.meta.env.DEV && operatorStaticPagesResponseSchema }).then((r) => r.payload);

export const operatorPagesQueryOptions = () => queryOptions({ queryKey: ['operator', 'static-pages'], queryFn: getOperatorPages });

export const useOperatorPages = () => useQuery(operatorPagesQueryOptions());

/** A change of the pages (a text saved, a page added or deleted): the shop's pages (its footer, /{slug}: key 'static-pages') and the operator's list are refetched. */
export function useStaticPageMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey.includes('static-pages') }) });
}
