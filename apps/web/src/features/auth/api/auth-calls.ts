import { api, type Ok } from '../../../api/client';
import type { UserProfile } from '../../../api/profile';

/** Spec §7: the CSRF cookie (XSRF-TOKEN) is fetched before login and register. */
const csrfCookie = () => api.get('/sanctum/csrf-cookie', { withLocale: false });

export interface AuthPayload {
  token?: string | null;
  user?: UserProfile;
}

/** POST /login {username, password} -> { status 'OK', message, payload: { token, user } }. */
export async function login(body: { username: string; password: string }): Promise<Ok<AuthPayload>> {
  await csrfCookie();
  return api.post<Ok<AuthPayload>>('/login', body);
}

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
export async function register(body: RegisterBody): Promise<Ok<AuthPayload>> {
  await csrfCookie();
  return api.post<Ok<AuthPayload>>('/register', { ...body });
}

/** POST /user/reset-password {email}: mails a reset link. */
export const requestPasswordReset = (email: string) => api.post<{ status: string; message?: string }>('/user/reset-password', { email });

/** POST /reset-password {token, email, password, password_confirmation}. */
export const resetPassword = (body: { token: string; email: string; password: string; password_confirmation: string }) =>
  api.post<{ status: string; message?: string }>('/reset-password', body);

/** SEC-10: POST /user/email/confirm {token}, from the link mailed to a new address. */
export const confirmEmailChange = (token: string) => api.post<{ status: string; message?: string }>('/user/email/confirm', { token });

/** POST /email/verify/resend -> { status: 'OK' | 'error', message }. */
export const resendVerification = () => api.post<{ status: string; message?: string }>('/email/verify/resend');
