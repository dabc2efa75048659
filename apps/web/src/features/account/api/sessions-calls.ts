import type { UserSession } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, request, type Ok } from '../../../api/client';

/** SEC-9: GET /user/sessions, the user's live sessions. */
export const userSessionsQueryOptions = () =>
  queryOptions({ queryKey: ['user-sessions'], queryFn: () => api.get<Ok<UserSession[]>>('/user/sessions', { withLocale: false }).then((r) => r.payload) });

/** SEC-9: DELETE /user/sessions/{id} ends one of the user's sessions. */
export const endUserSession = (id: string) => request<{ status: string; message?: string }>('DELETE', `/user/sessions/${encodeURIComponent(id)}`, { withLocale: false });

/** SEC-9: DELETE /user/sessions ends every session but this one. */
export const endOtherSessions = () => request<{ status: string; message?: string }>('DELETE', '/user/sessions', { withLocale: false });
