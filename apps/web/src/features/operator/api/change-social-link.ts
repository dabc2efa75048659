import { operatorSocialLinkResponseSchema, type OperatorSocialLink, type OperatorSocialLinkChangeBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useSocialLinkMutation } from './get-social-links';

/** PATCH /operator/social-links/{id} (OPS-120): a link's address, icon or title. */
export const changeSocialLink = (id: number, body: OperatorSocialLinkChangeBody) =>
  api.patch<Ok<OperatorSocialLink>>(`/operator/social-links/${id}`, body, { withLocale: false, schema: import.meta.env.DEV && operatorSocialLinkResponseSchema });

export const useChangeSocialLink = (id: number) => useSocialLinkMutation((body: OperatorSocialLinkChangeBody) => changeSocialLink(id, body));
