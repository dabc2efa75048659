import type { ErrorCode } from '@skins/contract';
import { toast } from '../ui/toast';
import { i18n } from '../i18n';
import { sessionStore } from './session-store';

/** Spec §2: routes that need a signed-in user (the guard's and the 401 handler's list). */
export const isLoginRequired = (path: string): boolean => /^\/(account|cart|email-verification)(\/|$)/.test(path);

/** The 403 that sends to the verification page, known by its code: its message is in the visitor's language (I18N-9). */
const EMAIL_NOT_VERIFIED: ErrorCode = 'AUTH_EMAIL_NOT_VERIFIED';

/**
 * Spec §4: where a 401 or 403 sends the visitor, or null to stay. A 401 ends the session; on a
 * login-required route the visitor goes to sign-in with a redirect back. A 403 for an unverified
 * email (AUTH_EMAIL_NOT_VERIFIED) goes to the verification page.
 */
export function authFailureTarget(status: 401 | 403, code: string | undefined, path: string, signedIn: boolean): string | null {
  const back = encodeURIComponent(path);
  if (status === 401) return signedIn && isLoginRequired(path) ? `/auth?form=signin&redirect=${back}` : null;
  return code === EMAIL_NOT_VERIFIED && !path.startsWith('/email-verification') ? `/email-verification?redirect=${back}` : null;
}

/**
 * The 401/403 reaction (loaded on the first such answer, so the first view does not carry it):
 * a 401 while signed in ends the session, with 'Error occurred. Please log in again.' on a
 * login-required route; then the visitor goes where authFailureTarget says.
 */
export function handleAuthFailure(status: 401 | 403, code: string | undefined, path: string, navigate: (to: string, opts: { replace: boolean }) => void): void {
  const signedIn = sessionStore.isSignedIn();
  const target = authFailureTarget(status, code, path, signedIn);
  if (status === 401 && signedIn) {
    sessionStore.clear();
    if (target) toast.error(i18n.t('session_expired'), { toastId: 'session_expired' });
  }
  if (target) navigate(target, { replace: true });
}
