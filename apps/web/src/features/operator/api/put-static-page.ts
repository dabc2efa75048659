import { operatorStaticPageResponseSchema, type OperatorStaticPage, type OperatorStaticPageBody, type StaticPageLanguage } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useStaticPageMutation } from './get-static-pages';

/** PUT /operator/static-pages/{id}/{lang} (OPS-90): a page's title and content in one language. */
export const putStaticPage = (id: number, lang: StaticPageLanguage, body: OperatorStaticPageBody) =>
  api.put<Ok<OperatorStaticPage>>(`/operator/static-pages/${id}/${lang}`, { ...body }, { withLocale: false, schema: import.meta.env.DEV && operatorStaticPageResponseSchema }).then((r) => r.payload);

export const usePutStaticPage = () => useStaticPageMutation(({ id, lang, body }: { id: number; lang: StaticPageLanguage; body: OperatorStaticPageBody }) => putStaticPage(id, lang, body));
