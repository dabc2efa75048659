import { operatorSocialLinkDeletedSchema } from '@skins/contract';
import { api } from '../../../api/client';
import { useSocialLinkMutation } from './get-social-links';

/** DELETE /operator/social-links/{id} (OPS-120): the link leaves the footer. */
export const deleteSocialLink = (id: number) =>
  api.delete<{ message: string; payload: { id: number } }>(`/operator/social-links/${id}`, { withLocale: false, schema: import.meta.env.DEV && operatorSocialLinkDeletedSchema });

export const useDeleteSocialLink = () => useSocialLinkMutation(deleteSocialLink);
