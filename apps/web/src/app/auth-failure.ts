import { toast } from '../ui/toast';
import { i18n } from '../i18n';
import { sessionStore } from './session-store';

/** Spec §2: routes that need a signed-in user (the guard's and the 401 handler's list). */
export const isLoginRequired = (path: string): boolean => /^\/(account|cart|email-verification)(\/|$)/.test(path);

/**
 * Spec §4: where a 401 or 403 sends the visitor, or null to stay. A 401 ends the session; on a
 * login-required route the visitor goes to sign-in with a redirect back. A 403 for an unverified
 * email goes to the verification page.
 */
export function authFailureTarget(status: 401 | 403, message: string, path: string, signedIn: boolean): string | null {
  const back = encodeURIComponent(path);
  if (status === 401) return signedIn && isLoginRequired(path) ? `/auth?form=signin&redirect=${back}` : null;
  return message === 'Your email address is not verified.' && !path.startsWith('/email-verification') ? `/email-verification?redirect=${back}` : null;
}

/**
 * The 401/403 reaction (loaded on the first such answer, so the first view does not carry it):
 * a 401 while signed in ends the session, with 'Error occurred. Please log in again.' on a
 * login-required route; then the visitor goes where authFailureTarget says.
 */
export function handleAuthFailure(status: 401 | 403, message: string, path: string, navigate: (to: string, opts: { replace: boolean }) => void): void {
  const signedIn = sessionStore.isSignedIn();
  const target = authFailureTarget(status, message, path, signedIn);
  if (status === 401 && signedIn) {
    sessionStore.clear();
    if (target) toast.error(i18n.t('session_expired'), { toastId: 'session_expired' });
  }
  if (target) navigate(target, { replace: true });
}
