import { okMessageSchema, operatorStaffResponseSchema, staffInviteResponseSchema, type OkMessage, type StaffInvite, type StaffInviteBody, type StaffMember, type StaffRole } from '@skins/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

const STAFF_KEY = ['operator', 'staff'] as const;

/** GET /operator/staff (STAFF-3): the staff accounts and the invites not yet accepted (owners only). */
export const getStaff = () =>
  api.get<Ok<{ staff: StaffMember[]; invites: StaffInvite[] }>>('/operator/staff', { withLocale: false, schema: import.meta.env.DEV && operatorStaffResponseSchema }).then((r) => r.payload);

export const useStaff = () => useQuery(queryOptions({ queryKey: STAFF_KEY, queryFn: getStaff }));

/** A change of the staff (invite, cancel, role, remove): the whole answer (its message is toasted), then the list is read anew. */
function useStaffMutation<Input>(mutationFn: (input: Input) => Promise<OkMessage>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: STAFF_KEY }) });
}

/** POST /operator/staff/invites (STAFF-4): mails the invite link. */
export const useInviteStaff = () =>
  useStaffMutation((body: StaffInviteBody) => api.post<OkMessage>('/operator/staff/invites', body, { withLocale: false, schema: import.meta.env.DEV && staffInviteResponseSchema }));

/** DELETE /operator/staff/invites/{id}: the invite's link works no more. */
export const useCancelInvite = () => useStaffMutation((id: number) => api.delete<OkMessage>(`/operator/staff/invites/${id}`, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema }));

/** PATCH /operator/staff/{id} (STAFF-5): another role; the last owner keeps theirs (409 STAFF_LAST_OWNER). */
export const useChangeStaffRole = () => useStaffMutation(({ id, staff_role }: { id: number; staff_role: StaffRole }) => api.patch<OkMessage>(`/operator/staff/${id}`, { staff_role }, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema }));

/** DELETE /operator/staff/{id}: the account is staff no more (409 STAFF_LAST_OWNER for the last owner). */
export const useRemoveStaff = () => useStaffMutation((id: number) => api.delete<OkMessage>(`/operator/staff/${id}`, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema }));
