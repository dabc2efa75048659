import type { UserSession } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** SEC-9: GET /user/sessions, the user's live sessions. */
export const userSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['user-sessions'], queryFn: () => api.get<Ok<UserSession[]>>('/user/sessions', { withLocale: false }).then((r) => r.payload) });

/** SEC-9: DELETE /user/sessions/{id} ends one of the user's sessions. */
export const endUserSession = (id: string) => api.delete<{ status: string; message?: string }>(`/user/sessions/${encodeURIComponent(id)}`, { withLocale: false });

/** SEC-9: DELETE /user/sessions ends every session but this one. */
export const endOtherSessions = () => api.delete<{ status: string; message?: string }>('/user/sessions', { withLocale: false });
