import { operatorStaticPageDeletedSchema } from '@skins/contract';
import { api } from '../../../api/client';
import { useStaticPageMutation } from './get-static-pages';

/** DELETE /operator/static-pages/{id} (OPS-131): the page leaves the shop (not the terms or privacy page: 409). */
export const deleteStaticPage = (id: number) =>
  api.delete<{ message: string; payload: { id: number } }>(`/operator/static-pages/${id}`, { withLocale: false, schema: import.meta.env.DEV && operatorStaticPageDeletedSchema });

export const useDeleteStaticPage = () => useStaticPageMutation(deleteStaticPage);
