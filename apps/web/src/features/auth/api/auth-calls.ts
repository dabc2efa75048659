import { authSessionSchema, loginAnswerSchema, okMessageEnvelope, okMessageSchema, type OkMessage } from '@skins/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, fetchCsrfCookie, type Ok } from '../../../api/client';
import type { UserProfile } from '../../account/api/get-profile';

/** SEC-7: the answer holds the user, never the session secret (that is the HttpOnly cookie). */
export interface AuthPayload {
  user?: UserProfile;
  /** SEC-20: the account has two-factor sign-in on: no session yet, the sign-in waits for the code. */
  two_factor_required?: true;
  challenge?: string;
}

/**
 * Spec §7: the CSRF cookie before the form; SEC-11: the new session's token after it, so the
 * next change echoes that one.
 */
async function signInWith(path: '/login' | '/login/two-factor' | '/register', body: Record<string, unknown>): Promise<Ok<AuthPayload>> {
  await fetchCsrfCookie();
  const answer = await api.post<Ok<AuthPayload>>(path, body, { schema: import.meta.env.DEV && (path === '/login' ? loginAnswerSchema : okMessageEnvelope(authSessionSchema)) });
  await fetchCsrfCookie().catch(() => undefined);
  return answer;
}

/**
 * POST /login {username, password} -> { status 'OK', message, payload: { user } }, or (SEC-20,
 * two-factor sign-in on) payload { two_factor_required: true, challenge } and no session yet.
 */
export const login = (body: { username: string; password: string }) => signInWith('/login', body);

/**
 * SEC-20: POST /login/two-factor {challenge?, code}: the second step; without `challenge` the
 * HttpOnly cookie of the first step (or of the Steam callback) carries it.
 */
export const loginTwoFactor = (body: { challenge?: string; code: string }) => signInWith('/login/two-factor', body);

export interface RegisterBody {
  name: string;
  surname: string;
  email: string;
  phone: string;
  phoneE164: string;
  password: string;
  passConfirm: string;
}

/** POST /register: the same answer as login, or 422 with errors keyed name, surname, email, phone, password, passConfirm. */
export const register = (body: RegisterBody) => signInWith('/register', { ...body });

/** POST /user/reset-password {email}: mails a reset link. */
export const requestPasswordReset = (email: string) => api.post<OkMessage>('/user/reset-password', { email }, { schema: import.meta.env.DEV && okMessageSchema });

/** POST /reset-password {token, email, password, password_confirmation}. */
export const resetPassword = (body: { token: string; email: string; password: string; password_confirmation: string }) =>
  api.post<OkMessage>('/reset-password', body, { schema: import.meta.env.DEV && okMessageSchema });

/** SEC-10: POST /user/email/confirm {token}, from the link mailed to a new address. */
export const confirmEmailChange = (token: string) => api.post<OkMessage>('/user/email/confirm', { token }, { schema: import.meta.env.DEV && okMessageSchema });

/** SEC-10: confirms the new address; the profile (which shows the email) is asked again after. */
export function useConfirmEmailChange() {
  const client = useQueryClient();
  return useMutation({ mutationFn: confirmEmailChange, onSuccess: () => void client.invalidateQueries({ queryKey: ['profile'] }) });
}

/** POST /email/verify/resend -> { status: 'OK' | 'error', message }. */
export const resendVerification = () => api.post<OkMessage>('/email/verify/resend', {}, { schema: import.meta.env.DEV && okMessageSchema });
