import { operatorSocialLinksResponseSchema, type OperatorSocialLink } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { onePage } from './one-page';

/** GET /operator/social-links (OPS-120): the footer's links in its order. */
export const getOperatorSocialLinks = () => api.get<Ok<OperatorSocialLink[]>>('/operator/social-links', { withLocale: false, schema: import.meta.env.DEV && operatorSocialLinksResponseSchema });

export const operatorSocialLinksQueryOptions = () => queryOptions({ queryKey: ['operator', 'social-links'], queryFn: getOperatorSocialLinks, select: onePage<OperatorSocialLink> });

export const useOperatorSocialLinks = () => useQuery(operatorSocialLinksQueryOptions());

/** A change of the links (add, edit, delete): the operator's list and the shop's footer links (key 'social-links') are refetched. */
export function useSocialLinkMutation<Input, Answer>(mutationFn: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ predicate: (q) => q.queryKey.includes('social-links') }) });
}
