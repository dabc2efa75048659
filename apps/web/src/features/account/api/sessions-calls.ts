import { okEnvelope, type OkMessage, okMessageSchema, type UserSession, userSessionSchema } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { z } from 'zod';

/** SEC-9: GET /user/sessions, the user's live sessions. */
export const userSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['user-sessions'], queryFn: () => api.get<Ok<UserSession[]>>('/user/sessions', { withLocale: false, schema: import.meta.env.DEV && okEnvelope(z.array(userSessionSchema)) }).then((r) => r.payload) });

/** SEC-9: DELETE /user/sessions/{id} ends one of the user's sessions. */
export const endUserSession = (id: string) => api.delete<OkMessage>(`/user/sessions/${encodeURIComponent(id)}`, { withLocale: false, schema: import.meta.env.DEV && okMessageSchema });

/** SEC-9: DELETE /user/sessions ends every session but this one. */
export const endOtherSessions = () => api.delete<OkMessage>('/user/sessions', { withLocale: false, schema: import.meta.env.DEV && okMessageSchema });

/** Ends one session (`id`) or, without one, every session but this one; the list is asked again either way. */
export function useEndSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id === null ? endOtherSessions() : endUserSession(id)),
    onSettled: () => client.invalidateQueries({ queryKey: userSessionsQueryOptions().queryKey }),
  });
}
