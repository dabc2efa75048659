import { type IsAuthResponse, isAuthResponseSchema, okMessageSchema } from '@skins/contract';
import { api } from '../../../api/client';

/** AUTH-3: GET /is-auth, the session check of spec §4 (its flags at the top level). */
export const getAuthState = () => api.get<Partial<IsAuthResponse>>('/is-auth', { withLocale: false, schema: import.meta.env.DEV && isAuthResponseSchema });

/** POST /logout: ends the server session (spec §4 Session). */
export const logout = () => api.post('/logout', {}, { schema: import.meta.env.DEV && okMessageSchema });
