import { type IsAuthResponse, isAuthResponseSchema, okMessageSchema } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** AUTH-3: GET /is-auth, the session check of spec §4 (its flags at the top level). */
export const getAuthState = () => api.get<Partial<IsAuthResponse>>('/is-auth', { withLocale: false, schema: import.meta.env.DEV && isAuthResponseSchema });

/**
 * AUTH-WEB-16: the signed-in user's state as of now, for a page that depends on it (the verification
 * page). Asked afresh on every visit and never kept (gcTime 0): another tab may have verified the
 * address, and the next user must not see this one's answer.
 */
export const authStateQueryOptions = () => queryOptions({ queryKey: ['auth-state'], queryFn: getAuthState, staleTime: 0, gcTime: 0 });

/** POST /logout: ends the server session (spec §4 Session). */
export const logout = () => api.post('/logout', {}, { schema: import.meta.env.DEV && okMessageSchema });
