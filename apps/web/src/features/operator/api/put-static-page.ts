import { operatorStaticPageResponseSchema, type OperatorStaticPage, type OperatorStaticPageBody, type StaticPageLanguage } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** PUT /operator/static-pages/{id}/{lang} (OPS-90): a page's title and content in one language. */
export const putStaticPage = (id: number, lang: StaticPageLanguage, body: OperatorStaticPageBody) =>
  api.put<Ok<OperatorStaticPage>>(`/operator/static-pages/${id}/${lang}`, { ...body }, { withLocale: false, schema: import.meta.env.DEV && operatorStaticPageResponseSchema }).then((r) => r.payload);

/** The shop's pages (its footer, /{slug}: key 'static-pages') and the operator's list are refetched after a save. */
export function usePutStaticPage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, lang, body }: { id: number; lang: StaticPageLanguage; body: OperatorStaticPageBody }) => putStaticPage(id, lang, body),
    onSuccess: () => client.invalidateQueries({ predicate: (q) => q.queryKey.includes('static-pages') }),
  });
}
