import { okMessageSchema, staffInvitePreviewResponseSchema, type OkMessage, type StaffInviteAcceptBody, type StaffRole } from '@skins/contract';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { useLocale } from '../../../app/locale-store';

export interface StaffInvitePreview {
  email: string;
  staff_role: StaffRole;
  expires_at: number;
  account_exists: boolean;
}

const path = (token: string) => `/staff/invites/${encodeURIComponent(token)}`;

/** GET /staff/invites/{token} (STAFF-6, no session): what the invite is for; 404/410 STAFF_INVITE_INVALID for a link that works no more. */
export const getStaffInvite = (token: string) => api.get<Ok<StaffInvitePreview>>(path(token), { schema: import.meta.env.DEV && staffInvitePreviewResponseSchema }).then((r) => r.payload);

/** Asked again in another language, so that a refusal's message follows the visitor's language. */
export function useStaffInvite(token: string) {
  const { languageId } = useLocale();
  return useQuery(queryOptions({ queryKey: ['staff-invite', token, languageId], queryFn: () => getStaffInvite(token), retry: false }));
}

/** POST /staff/invites/{token}/accept (STAFF-7): makes the staff account, or makes the existing account staff (its password). */
export const useAcceptStaffInvite = (token: string) =>
  useMutation({ mutationFn: (body: StaffInviteAcceptBody) => api.post<OkMessage>(`${path(token)}/accept`, { ...body }, { schema: import.meta.env.DEV && okMessageSchema }) });
