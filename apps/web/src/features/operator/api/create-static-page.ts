import { operatorStaticPageCreatedSchema, type OperatorStaticPage, type OperatorStaticPageCreateBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useStaticPageMutation } from './get-static-pages';

/** POST /operator/static-pages (OPS-130): a new page, last in the footer. */
export const createStaticPage = (body: OperatorStaticPageCreateBody) =>
  api.post<Ok<OperatorStaticPage>>('/operator/static-pages', body, { withLocale: false, schema: import.meta.env.DEV && operatorStaticPageCreatedSchema });

export const useCreateStaticPage = () => useStaticPageMutation(createStaticPage);
