import { operatorSocialLinkResponseSchema, type OperatorSocialLink, type OperatorSocialLinkBody } from '@skins/contract';
import { api, type Ok } from '../../../api/client';
import { useSocialLinkMutation } from './get-social-links';

/** POST /operator/social-links (OPS-120): a new link, last in the footer. */
export const createSocialLink = (body: OperatorSocialLinkBody) =>
  api.post<Ok<OperatorSocialLink>>('/operator/social-links', body, { withLocale: false, schema: import.meta.env.DEV && operatorSocialLinkResponseSchema });

export const useCreateSocialLink = () => useSocialLinkMutation(createSocialLink);
